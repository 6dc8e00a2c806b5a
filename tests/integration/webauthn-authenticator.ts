import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A software authenticator for the passkey tests: an ES256 key made with node:crypto, CBOR
// written by hand, attestation "none", authenticatorData with its flags and signature counter.
// What the server verifies is exactly what a browser would send; nothing of the library is mocked.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** The CBOR subset WebAuthn needs: integers, byte and text strings, maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries: [Cbor, Cbor][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export type SoftAuthenticator = {
  credentialId: Buffer;
  userHandle: string | undefined;
  counter: number;
  /** A registration response (navigator.credentials.create's JSON) for these options. */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    origin: string,
    flags?: number,
  ): Record<string, unknown>;
  /** An assertion (navigator.credentials.get's JSON) for this challenge. */
  assert(
    challenge: string,
    rpId: string,
    origin: string,
    options?: { flags?: number; counter?: number; userHandle?: string | null },
  ): Record<string, unknown>;
};

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  const credentialId = randomBytes(16);
  const key: KeyObject = privateKey;

  const authenticator: SoftAuthenticator = {
    credentialId,
    userHandle: undefined,
    counter: 0,
    register(options, origin, flags = FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData) {
      authenticator.userHandle = options.user.id;
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const clientDataJSON = JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      });
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(authenticator.counter);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags]),
        counter,
        Buffer.alloc(16),
        idLength,
        credentialId,
        cose,
      ]);
      const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    assert(challenge, rpId, origin, options = {}) {
      authenticator.counter = options.counter ?? authenticator.counter + 1;
      const clientDataJSON = JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false });
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(authenticator.counter);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([options.flags ?? FLAGS.userPresent | FLAGS.userVerified]),
        counter,
      ]);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), key);
      const userHandle =
        options.userHandle === null ? undefined : (options.userHandle ?? authenticator.userHandle);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
  return authenticator;
}
