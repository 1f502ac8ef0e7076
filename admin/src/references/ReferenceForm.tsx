import { BooleanInput, FormDataConsumer, ImageField, ImageInput, SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';
import { texts, type ReferenceFormRecord } from '@bfsm/api-adapter';
import { CurrentImage } from './CurrentImage';

/** Types the server takes (it checks the content, this only steers the file dialog). */
const imageTypes = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/gif': [] };

interface ImageFieldsProps {
  upload: 'teaserimageupload' | 'fullimageupload';
  url: 'teaser_square_img' | 'full_img';
  urlLarge: 'teaser_square_img_large' | 'full_img_large';
  uploadLabel: string;
  uploadHint: string;
  urlLabel: string;
  urlLargeLabel: string;
  current: 'teaser' | 'full';
}

/** One image: a file to upload, or its two addresses, which are disabled while a file is chosen. */
function ImageFields(props: ImageFieldsProps) {
  return (
    <>
      <CurrentImage image={props.current} />
      {/* react-admin labels the drop zone, not the file input inside it: name the input itself. */}
      <ImageInput
        source={props.upload}
        label={props.uploadLabel}
        helperText={props.uploadHint}
        accept={imageTypes}
        inputProps={{ 'aria-label': props.uploadLabel }}
        placeholder={<p>Bild hierher ziehen oder klicken, um eine Datei auszuwählen</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <FormDataConsumer<ReferenceFormRecord>>
        {({ formData }) => (
          <>
            <TextInput source={props.url} label={props.urlLabel} disabled={Boolean(formData[props.upload])} fullWidth />
            <TextInput source={props.urlLarge} label={props.urlLargeLabel} disabled={Boolean(formData[props.upload])} fullWidth />
          </>
        )}
      </FormDataConsumer>
    </>
  );
}

/** The reference form, for creating and editing (decision 023). */
export function ReferenceForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="title" label="Titel" validate={required(texts.validation.required)} fullWidth />
      <TextInput source="teaser_text" label="Teasertext" multiline minRows={3} fullWidth />
      <ImageFields
        current="teaser"
        upload="teaserimageupload"
        url="teaser_square_img"
        urlLarge="teaser_square_img_large"
        uploadLabel="Teaserbild hochladen"
        uploadHint="Wird quadratisch zugeschnitten (350 und 700 Pixel); am besten 700 × 700 Pixel, JPEG, PNG, WebP oder GIF."
        urlLabel="Teaserbild-Adresse (350 Pixel)"
        urlLargeLabel="Teaserbild-Adresse für hochauflösende Bildschirme (700 Pixel)"
      />
      <ImageFields
        current="full"
        upload="fullimageupload"
        url="full_img"
        urlLarge="full_img_large"
        uploadLabel="Bild hochladen"
        uploadHint="Wird auf 900 Pixel Breite verkleinert, für hochauflösende Bildschirme bis 1800 Pixel; am besten 1800 Pixel breit."
        urlLabel="Bild-Adresse (900 Pixel breit)"
        urlLargeLabel="Bild-Adresse für hochauflösende Bildschirme (über 1000 Pixel breit)"
      />
      <TextInput source="license_text" label="Lizenztext" multiline fullWidth />
      <BooleanInput source="show_on_homepage" label="Auf der Startseite zeigen" />
    </SimpleForm>
  );
}
