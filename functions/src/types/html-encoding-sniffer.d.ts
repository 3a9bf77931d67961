// html-encoding-sniffer (a dependency of jsdom) ships no types: its one function, as documented.
declare module "html-encoding-sniffer" {
  export default function sniffHTMLEncoding(
    bytes: Uint8Array,
    options?: { transportLayerEncodingLabel?: string; defaultEncoding?: string; xml?: boolean },
  ): string;
}
