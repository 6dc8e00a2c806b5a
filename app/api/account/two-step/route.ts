import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { twoStepStatus } from "@/lib/two-step/account";

/** GET /api/account/two-step -> { totpEnabled, recoveryCodesLeft, passkeys, requiredButMissing }. */
export const GET = handle(async (request) => twoStepStatus(await requireUser(request)), { private: true });
