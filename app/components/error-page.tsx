import * as styles from "./error-page.css";

export function ErrorPage({ title, message }: { title: string; message: string }) {
  return (
    <main className={styles.page}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <a href="/">Back to the home page</a>
      </div>
    </main>
  );
}
