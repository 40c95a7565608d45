import { Link } from "@remix-run/react";
import * as styles from "./logo.css";

interface LogoProps {
  to: string;
  tone?: "dark" | "light";
  label?: string;
}

export function Logo({ to, tone = "dark", label = "ShowUp home" }: LogoProps) {
  return (
    <Link to={to} className={styles.logo[tone]} aria-label={label}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M12 9.5v13l10-6.5z" fill="#fff" />
      </svg>
      <span>ShowUp</span>
    </Link>
  );
}
