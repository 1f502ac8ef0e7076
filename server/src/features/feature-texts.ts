/** German answers of the feature calls that the shared texts of api-adapter do not have. */
export const featureTexts = {
  unknownFeature: 'Dieses Feature gibt es nicht.',
} as const;
