/** The "Lost your link?" form's intent on the registration page: shared by the form in the browser and the action's schema. */
export const RESEND_LINK_INTENT = "resend-link";
