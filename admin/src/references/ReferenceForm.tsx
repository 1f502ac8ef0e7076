import {
  BooleanInput,
  FormDataConsumer,
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  required,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { texts, type ReferenceFormRecord } from '@bfsm/api-adapter';
import { CurrentImage } from './CurrentImage';

/** Types the server takes (it checks the content, this only steers the file dialog). */
const imageTypes = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/gif': [] };

interface ImageFieldsProps {
  upload: 'teaserimageupload' | 'fullimageupload';
  url: 'teaser_square_img' | 'full_img';
  urlLarge: 'teaser_square_img_large' | 'full_img_large';
  current: 'teaser' | 'full';
}

/** One image: a file to upload, or its two addresses, which are disabled while a file is chosen. */
function ImageFields(props: ImageFieldsProps) {
  const translate = useTranslate();
  const uploadLabel = translate(`resources.references.fields.${props.upload}`);
  return (
    <>
      <CurrentImage image={props.current} />
      {/* react-admin labels the drop zone, not the file input inside it: name the input itself. */}
      <ImageInput
        source={props.upload}
        helperText={`resources.references.hints.${props.upload}`}
        accept={imageTypes}
        inputProps={{ 'aria-label': uploadLabel }}
        placeholder={<p>{translate('resources.references.hints.drop_image')}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <FormDataConsumer<ReferenceFormRecord>>
        {({ formData }) => (
          <>
            <TextInput source={props.url} disabled={Boolean(formData[props.upload])} fullWidth />
            <TextInput source={props.urlLarge} disabled={Boolean(formData[props.upload])} fullWidth />
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
      <TextInput source="title" validate={required(texts.validation.required)} fullWidth />
      <TextInput source="teaser_text" multiline minRows={3} fullWidth />
      <ImageFields current="teaser" upload="teaserimageupload" url="teaser_square_img" urlLarge="teaser_square_img_large" />
      <ImageFields current="full" upload="fullimageupload" url="full_img" urlLarge="full_img_large" />
      <TextInput source="license_text" multiline fullWidth />
      <BooleanInput source="show_on_homepage" />
    </SimpleForm>
  );
}
