// /viewer/{streamId}: the same page as /watch/{streamId}.
export { action, default, ErrorBoundary, loader, meta } from "./_viewer.watch.$streamId._index";
