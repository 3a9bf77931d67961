// Pictures for the avatar tests, made with sharp: a phone-like JPEG (stored sideways with an EXIF
// orientation, and a GPS position), JPEGs of an exact byte size, and broken or hostile inputs.
import sharp from "sharp";

/**
 * A 300 x 200 JPEG, left half red and right half blue, stored with EXIF orientation 6 ("turn 90°
 * clockwise to show"), so shown upright it is 200 x 300 with red on top. Its EXIF also names a
 * camera and a GPS position (Paris).
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const red = await sharp({ create: { width: 150, height: 200, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "SpurqTestCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 40/1",
      },
    })
    .toBuffer();
}

/** True when an EXIF block (as sharp's metadata returns it) has a GPS directory (tag 0x8825). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A valid JPEG of exactly `bytes` bytes: a small picture padded with comment segments. */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const base = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  let padding = bytes - base.length;
  if (padding < 4) throw new Error(`A JPEG of ${bytes} bytes is too small to pad`);
  const segments: Buffer[] = [];
  while (padding > 0) {
    // A segment is its marker (2), its length (2) and up to 65,533 bytes; never leave under 4.
    let size = Math.min(padding, 65_537);
    if (padding - size > 0 && padding - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    padding -= size;
  }
  const jpeg = Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
  if (jpeg.length !== bytes) throw new Error(`Padded JPEG is ${jpeg.length} bytes, not ${bytes}`);
  return jpeg;
}

/** A PNG of a single colour. */
export const plainPng = (colour = "#22aa55", width = 40, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A decompression bomb: a PNG of a few hundred kilobytes that claims 10,000 x 6,000 pixels. */
export const pixelBombPng = () =>
  sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** The first half of a valid JPEG: a real header, then the data stops. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#aa3300" } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The red, green and blue of one pixel of an image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
