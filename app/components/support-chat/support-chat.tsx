import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { ChatPanelProps, ChatWindowState } from "./chat-panel";
import { LineIcon } from "~/components/ui/line-icon";
import * as styles from "./support-chat.css";

/** Spec section 9: the launcher shows one unread message this long after the page opens. */
export const BADGE_DELAY_MS = 2000;
const WIDE = "(min-width: 768px)";

// The conversation lives in its own chunk, fetched once the browser is idle (or when the
// launcher is first pointed at), so the page's first render never waits for it.
const importPanel = () => import("./chat-panel");
let panelModule: ReturnType<typeof importPanel> | undefined;
const preloadPanel = () => {
  panelModule ??= importPanel().catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
};

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2500);
  return () => clearTimeout(id);
}

/**
 * The floating support chat (medium and larger screens). Server-rendered as a plain link to
 * /contact, which is what people without JavaScript get; once hydrated it becomes the launcher.
 */
export function SupportChat() {
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<ChatWindowState>("closed");
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [unread, setUnread] = useState(0);
  const [loading, setLoading] = useState(false);
  const opened = useRef(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    const wide = window.matchMedia(WIDE);
    let stop = () => {};
    const start = () => {
      if (!wide.matches) return;
      wide.removeEventListener("change", start);
      const badge = setTimeout(() => {
        if (!opened.current) setUnread((n) => Math.max(n, 1));
      }, BADGE_DELAY_MS);
      const cancelIdle = whenIdle(() => void preloadPanel().catch(() => undefined));
      stop = () => {
        clearTimeout(badge);
        cancelIdle();
      };
    };
    wide.addEventListener("change", start);
    start();
    return () => {
      wide.removeEventListener("change", start);
      stop();
    };
  }, []);

  useEffect(() => {
    if (state === "closed" && focusLauncher.current) {
      focusLauncher.current = false;
      launcher.current?.focus();
    }
  }, [state]);

  const open = () => {
    opened.current = true;
    setUnread(0);
    if (Panel) return setState("open");
    setLoading(true);
    preloadPanel().then(
      (module) => {
        setPanel(() => module.ChatPanel);
        setState("open");
        setLoading(false);
      },
      () => window.location.assign("/contact"),
    );
  };

  const changeState = useCallback((next: ChatWindowState) => {
    if (next === "closed") focusLauncher.current = true;
    if (next === "open") setUnread(0);
    setState(next);
  }, []);
  const countUnread = useCallback(() => setUnread((n) => n + 1), []);

  const badge =
    unread > 0 ? (
      <span className={styles.badge} aria-hidden="true" data-testid="support-chat-badge">
        {unread}
      </span>
    ) : null;

  return (
    <div className={styles.root}>
      {Panel ? <Panel state={state} unread={unread} onStateChange={changeState} onUnread={countUnread} /> : null}
      {!enhanced ? (
        <a href="/contact" className={styles.launcher} aria-label="Contact support">
          <ChatBubbleIcon />
        </a>
      ) : state === "closed" ? (
        <button
          ref={launcher}
          type="button"
          className={styles.launcher}
          aria-label={unread > 0 ? `Open support chat, ${unread} unread ${unread === 1 ? "message" : "messages"}` : "Open support chat"}
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-busy={loading || undefined}
          onClick={open}
          onPointerEnter={() => void preloadPanel().catch(() => undefined)}
          onFocus={() => void preloadPanel().catch(() => undefined)}
        >
          <ChatBubbleIcon />
          {badge}
        </button>
      ) : null}
    </div>
  );
}

function ChatBubbleIcon() {
  return (
    <LineIcon size={26}>
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.8-.8L3 20.5l1.4-4.4A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth="2.6" />
    </LineIcon>
  );
}
