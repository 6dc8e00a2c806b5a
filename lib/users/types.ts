// Shapes of a user that may leave the server. None carries the password hash.

export const ROLES = ["customer", "seller", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A user as `GET /api/user` and `GET /api/user/{userName}` return it. */
export type PublicUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
};

/** A user with the session version their tokens must carry (never sent to clients). */
export type SessionSubject = PublicUser & { sessionVersion: number };

/** Who is signed in, as the auth guard hands it to route handlers and server components. */
export type SessionUser = Pick<PublicUser, "id" | "username" | "role" | "firstName" | "lastName" | "email">;
