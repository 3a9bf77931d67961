// Zod compiles object parsers with `new Function` unless told not to; the app's CSP forbids eval
// (no 'unsafe-eval'), and even zod's feature probe would log a violation. Import this module
// before any module that builds schemas (`@shared`).
import { config } from "zod";

config({ jitless: true });
