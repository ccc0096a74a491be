import {
  Button,
  EmailField,
  Form,
  FormRow,
  NumberField,
  PasswordField,
  Select,
  TextArea,
  TextField,
  type FormValues,
} from '@folio/ui-kit';
import { useState } from 'react';
import { Demo, GallerySection } from './gallery-section';
import styles from './gallery.module.css';

const genres = [
  { value: 'romantasy', label: 'Romantasy' },
  { value: 'thriller', label: 'Thriller' },
  { value: 'literary', label: 'Literary fiction' },
  { value: 'poetry', label: 'Poetry' },
];

/** The address the demo's server pretends is taken, to show a 422 in the field's slot. */
const TAKEN = 'taken@folio.test';

function SignUpDemo() {
  const [sent, setSent] = useState<FormValues | null>(null);
  return (
    <Demo
      span="double"
      title="Sign-up form"
      caption={`Nothing is marked until the first submit. Submit empty to see every rule, or use ${TAKEN} for a server error.`}
    >
      <Form
        aria-label="Sign up"
        onSubmit={async (values) => {
          if (values['email'] === TAKEN) return { email: ['The email has already been taken.'] };
          setSent(values);
          return undefined;
        }}
      >
        <FormRow>
          <TextField id="first_name" required autoComplete="given-name" />
          <TextField id="last_name" required autoComplete="family-name" />
        </FormRow>
        <EmailField id="email" required hint="Order confirmations and signing reminders go here." />
        <PasswordField
          id="password"
          required
          minLength={12}
          autoComplete="new-password"
          hint="At least 12 characters."
        />
        <FormRow>
          <NumberField id="books_per_year" min={1} max={365} />
          <Select id="favourite_genre" options={genres} />
        </FormRow>
        <TextArea id="note_to_authors" hint="Shown on your reader page." />
        <div className={styles['formActions']}>
          <Button type="submit">Create account</Button>
          <Button type="reset" variant="ghost">
            Clear
          </Button>
        </div>
      </Form>
      {sent ? (
        <output className={styles['output']} aria-label="Submitted values">
          {JSON.stringify(sent)}
        </output>
      ) : null}
    </Demo>
  );
}

export function FormSection() {
  return (
    <GallerySection
      id="forms"
      title="Forms"
      text="Validation shows on submit only, next to each field, tied to it with aria-describedby. Placeholders are empty unless given; a field without a label gets one from its id."
    >
      <div className={styles['grid']}>
        <SignUpDemo />
        <div className={styles['stack']}>
          <Demo
            title="Errors from the server"
            caption="A 422's errors handed to the form show at once, in the same slots."
          >
            <Form
              aria-label="Change e-mail"
              errors={{ email: ['The email has already been taken.'], password: ['The password is incorrect.'] }}
            >
              <EmailField id="new_email" name="email" label="New e-mail address" defaultValue="ada@folio.test" />
              <PasswordField id="current_password" name="password" required />
              <div className={styles['formActions']}>
                <Button type="submit">Save</Button>
              </div>
            </Form>
          </Demo>
          <Demo
            title="Labels made from ids"
            caption="shipping_address-line_2 and gift-message_for_author, no label given."
          >
            <TextField id="shipping_address-line_2" />
            <TextArea id="gift-message_for_author" rows={3} />
            <TextField id="with_placeholder" label="With a placeholder" placeholder="Only when asked for" />
            <TextField id="disabled_field" label="Disabled" defaultValue="Signed edition" disabled />
          </Demo>
        </div>
      </div>
    </GallerySection>
  );
}
