import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { SITE_NAME, siteUrl } from "@/lib/site";

// Inline styles only: most mail programs ignore <style> blocks and class names.
const page: CSSProperties = { backgroundColor: "#f5f5f5", fontFamily: "Helvetica, Arial, sans-serif", color: "#171717" };
const card: CSSProperties = { backgroundColor: "#ffffff", margin: "24px auto", padding: "24px 28px", maxWidth: "560px", borderRadius: "8px" };
const brand: CSSProperties = { fontSize: "20px", fontWeight: 700, margin: "0 0 16px" };
const heading: CSSProperties = { fontSize: "22px", margin: "0 0 12px" };
const footer: CSSProperties = { fontSize: "12px", color: "#737373", margin: "0" };

/** Every mail the shop sends: the shop's name on top, a heading, the message, and where it came from. */
export function ShopEmail({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  const home = siteUrl();
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{SITE_NAME}</Text>
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {children}
          <Hr style={{ borderColor: "#e5e5e5", margin: "24px 0 12px" }} />
          <Section>
            <Text style={footer}>
              {SITE_NAME} · <Link href={home}>{home}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
