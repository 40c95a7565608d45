import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { readableTextOn } from "~/utils/colour";

/** Who a message is from, as its reader sees it: name, reply address, colours, postal footer. */
export interface MailSender {
  name: string;
  email: string;
  postalAddress: string | null;
  brandPrimary: string;
  brandAccent: string;
}

/** The words of one message; the layout and the plain-text version are made from it. */
export interface MailBody {
  /** The line mail apps show after the subject. */
  preview: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  details?: { label: string; value: string }[];
  action?: { label: string; href: string };
  links?: { label: string; href: string }[];
  /** Small print under the button (e.g. "keep this link to yourself"). */
  note?: string;
}

export interface MailFooter {
  /** Why the reader gets this, e.g. "You registered for …". */
  reason: string;
  unsubscribeUrl: string | null;
}

const page = {
  backgroundColor: "#f3f4f6",
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  margin: 0,
  padding: "24px 0",
};
const card = { backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "560px", margin: "0 auto", overflow: "hidden" as const };
const paragraph = { color: "#1f2937", fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
const small = { color: "#6b7280", fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" };

function MailLayout({ body, sender, footer }: { body: MailBody; sender: MailSender; footer: MailFooter }) {
  const onPrimary = readableTextOn(sender.brandPrimary);
  return (
    <Html lang="en">
      <Head />
      <Preview>{body.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section style={{ backgroundColor: sender.brandPrimary, padding: "20px 32px" }}>
            <Text style={{ color: onPrimary, fontSize: "18px", fontWeight: 700, margin: 0 }}>{sender.name}</Text>
          </Section>
          <Section style={{ borderTop: `4px solid ${sender.brandAccent}`, padding: "28px 32px 8px" }}>
            <Heading as="h1" style={{ color: "#111827", fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" }}>
              {body.heading}
            </Heading>
            {body.greeting ? <Text style={paragraph}>{body.greeting}</Text> : null}
            {body.paragraphs.map((text, index) => (
              <Text key={index} style={{ ...paragraph, whiteSpace: "pre-line" }}>
                {text}
              </Text>
            ))}
            {body.details?.length ? (
              <Section style={{ backgroundColor: "#f9fafb", borderRadius: "8px", padding: "12px 16px", margin: "0 0 20px" }}>
                {body.details.map((detail) => (
                  <Text key={detail.label} style={{ ...paragraph, margin: "4px 0" }}>
                    <strong>{detail.label}:</strong> {detail.value}
                  </Text>
                ))}
              </Section>
            ) : null}
            {body.action ? (
              <Section style={{ margin: "8px 0 20px" }}>
                <Button
                  href={body.action.href}
                  style={{
                    backgroundColor: sender.brandPrimary,
                    color: onPrimary,
                    borderRadius: "8px",
                    fontSize: "16px",
                    fontWeight: 600,
                    padding: "12px 24px",
                  }}
                >
                  {body.action.label}
                </Button>
              </Section>
            ) : null}
            {body.action ? (
              <Text style={small}>
                Button not working? Copy this address into your browser:{" "}
                <Link href={body.action.href} style={{ color: "#2563eb", wordBreak: "break-all" }}>
                  {body.action.href}
                </Link>
              </Text>
            ) : null}
            {body.links?.length ? (
              <Text style={paragraph}>
                {body.links.map((link, index) => (
                  <span key={link.href}>
                    {index > 0 ? " · " : null}
                    <Link href={link.href} style={{ color: "#2563eb" }}>
                      {link.label}
                    </Link>
                  </span>
                ))}
              </Text>
            ) : null}
            {body.note ? <Text style={small}>{body.note}</Text> : null}
          </Section>
          <Section style={{ padding: "0 32px" }}>
            <Hr style={{ borderColor: "#e5e7eb", margin: "8px 0" }} />
          </Section>
          <Section style={{ padding: "8px 32px 24px" }}>
            <Text style={small}>{footer.reason}</Text>
            <Text style={small}>
              {sender.name} ·{" "}
              <Link href={`mailto:${sender.email}`} style={{ color: "#6b7280" }}>
                {sender.email}
              </Link>
            </Text>
            {sender.postalAddress ? <Text style={{ ...small, whiteSpace: "pre-line" }}>{sender.postalAddress}</Text> : null}
            {footer.unsubscribeUrl ? (
              <Text style={small}>
                <Link href={footer.unsubscribeUrl} style={{ color: "#6b7280", textDecoration: "underline" }}>
                  Unsubscribe
                </Link>{" "}
                from {sender.name}&apos;s e-mails.
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function plainText({ body, sender, footer }: { body: MailBody; sender: MailSender; footer: MailFooter }) {
  const blocks: string[] = [body.heading];
  if (body.greeting) blocks.push(body.greeting);
  blocks.push(...body.paragraphs);
  if (body.details?.length) blocks.push(body.details.map((d) => `${d.label}: ${d.value}`).join("\n"));
  if (body.action) blocks.push(`${body.action.label}: ${body.action.href}`);
  if (body.links?.length) blocks.push(body.links.map((l) => `${l.label}: ${l.href}`).join("\n"));
  if (body.note) blocks.push(body.note);
  const foot = ["--", footer.reason, `${sender.name} <${sender.email}>`];
  if (sender.postalAddress) foot.push(sender.postalAddress);
  if (footer.unsubscribeUrl) foot.push(`Unsubscribe: ${footer.unsubscribeUrl}`);
  blocks.push(foot.join("\n"));
  return `${blocks.join("\n\n")}\n`;
}

/** The HTML and plain-text versions of one message. */
export async function renderMail(input: { body: MailBody; sender: MailSender; footer: MailFooter }) {
  const html = await render(<MailLayout {...input} />);
  return { html, text: plainText(input) };
}
