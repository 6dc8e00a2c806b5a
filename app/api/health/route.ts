import { handle } from "@/lib/http/handler";
import { checkHealth } from "@/lib/health";

export const GET = handle(() => checkHealth());
