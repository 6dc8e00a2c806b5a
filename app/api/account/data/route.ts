import { exportAccountData } from "@/lib/account-data/export";
import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";

/** GET /api/account/data: everything the shop holds about the signed-in user, as a JSON file to save. */
export const GET = handle(
  async (request) => {
    const user = await requireUser(request);
    const data = await exportAccountData(user.id);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="my-shop-data-${day}.json"`,
      },
    });
  },
  { private: true },
);
