// Vite for the SPA: React, Tailwind, the `@` and `@shared` aliases, the first screen's code in one
// file, and for `npm run dev` a proxy of /api to the Hosting emulator so hot reload works against
// the running emulators.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export const aliases = {
  "@shared": fileURLToPath(new URL("../functions/src/shared/index.ts", import.meta.url)),
  "@": fileURLToPath(new URL("./src", import.meta.url)),
};

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: "http://127.0.0.1:5000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Everything the first screen needs in one file: on HTTP/1.1 (the Hosting emulator) and on a
    // slow phone network each extra request before the first paint costs a round trip, and the
    // automatic splitting made five (runtime, React, JSX runtime, icon base, app).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] } },
    },
  },
});
