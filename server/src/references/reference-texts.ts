/** German answers about the images of the admin's reference form. */
export const referenceTexts = {
  notAnImage: 'Bitte laden Sie ein Bild im Format JPEG, PNG, WebP oder GIF hoch.',
  brokenImage: 'Das Bild ist beschädigt oder unvollständig.',
  tooManyPixels: (maxPixels: number) => `Das Bild ist zu groß (höchstens ${Math.round(maxPixels / 1_000_000)} Megapixel).`,
} as const;
