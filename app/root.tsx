import { cssBundleHref } from "@remix-run/css-bundle";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useNonce } from "./components/nonce";
import { RouteErrorPage } from "./components/error-page";
import { ToastProvider } from "./components/toaster";
import type { RootData } from "./components/use-root-data";
import { getUser } from "./services/account/auth.server";
import { readToast } from "./services/account/toast.server";
import "./styles/global.css";
import { configureBrowserZod } from "./utils/zod-browser-config";

configureBrowserZod();

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => [
  { title: "ShowUp — live webinars that sell" },
  { name: "description", content: "Live webinars and event selling for coaches, consultants, course creators and service providers." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers }] = await Promise.all([getUser(request), readToast(request)]);
  return json<RootData>({ user, toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
        {/* entry.server fills this with the rules the page's HTML uses; the browser keeps what the server sent. */}
        <style nonce={nonce} data-page-css="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* The whole bundle, after the page: module scripts wait for it, so hydration and later classes have every rule. */}
        {cssBundleHref ? <link rel="stylesheet" href={cssBundleHref} /> : null}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <ToastProvider initial={toast}>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
