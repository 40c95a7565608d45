/** The pitch's four claims (spec section 1), presented as what the product is built to deliver. */
export const claims = [
  { value: "50%+", label: "attendance" },
  { value: "70%+", label: "engagement" },
  { value: "50%+", label: "conversion" },
  { value: "15 min", label: "setup" },
];
