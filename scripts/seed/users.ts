import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";

export const DEMO_CUSTOMERS = [
  { username: "alice", firstName: "Alice", lastName: "Nguyen", country: "AU" },
  { username: "bob", firstName: "Bob", lastName: "Martin", country: "US" },
  { username: "carol", firstName: "Carol", lastName: "Rossi", country: "IT" },
  { username: "dan", firstName: "Dan", lastName: "Tremblay", country: "CA" },
  { username: "erin", firstName: "Erin", lastName: "Tan", country: "SG" },
] as const;

export type DemoAdmin = { username: string; password: string };

/**
 * Demo accounts: a seller and customers whose password is their name + "1234", and the admin
 * when one is given (the embedded demo passes it; on PostgreSQL the admin is made separately).
 */
export async function seedUsers(
  db: Db,
  admin?: DemoAdmin,
): Promise<{ customerIds: { id: number; country: string; email: string; name: string }[] }> {
  const rows = [
    ...(admin
      ? [{ username: admin.username, email: `${admin.username}@example.com`, firstName: "Avery", lastName: "Admin", phone: "+61 400 000 000", role: "admin" as const, password: admin.password }]
      : []),
    { username: "sam", email: "sam@example.com", firstName: "Sam", lastName: "Seller", phone: "+1 555 0100", role: "seller" as const, password: "sam12345" },
    ...DEMO_CUSTOMERS.map((customer, index) => ({
      username: customer.username,
      email: `${customer.username}@example.com`,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: `+1 555 01${String(index + 10)}`,
      role: "customer" as const,
      password: `${customer.username}1234`,
    })),
  ];
  const values = await Promise.all(
    rows.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  const inserted = await db.insert(users).values(values).returning({ id: users.id, username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName });
  const customerIds = DEMO_CUSTOMERS.map((customer) => {
    const row = inserted.find((user) => user.username === customer.username)!;
    return { id: row.id, country: customer.country, email: row.email, name: `${row.firstName} ${row.lastName}` };
  });
  return { customerIds };
}
