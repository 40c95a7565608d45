import { Outlet } from "@remix-run/react";
import { Logo } from "~/components/logo";
import * as styles from "./_viewer.css";

export default function ViewerLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Logo to="/" tone="light" />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
