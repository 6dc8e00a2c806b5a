import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { coordinatesSchema, lookUpCountry } from "@/lib/location/country-from-coordinates";

export const POST = handle(async (request) => lookUpCountry(await parseBody(request, coordinatesSchema)));
