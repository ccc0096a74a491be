import type { FieldErrors, FormValues } from './form-values';

type PathSegment = PropertyKey | { readonly key: PropertyKey };

interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PathSegment> | undefined;
}

type StandardResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> };

/**
 * The Standard Schema v1 interface that valibot (and zod, arktype) schemas implement, declared
 * here so the kit depends on none of them.
 */
export interface StandardSchema {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
}

/** The field name an issue belongs to: its path joined with dots (`address.city`); '' for none. */
function issueName(issue: StandardIssue): string {
  return (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}

/**
 * Turns a schema into a `Form` validate function: `<Form validate={schemaValidator(SignUpSchema)}>`.
 * Each issue becomes a message of the field its path names, in the same shape as a 422's `errors`.
 */
export function schemaValidator(schema: StandardSchema): (values: FormValues) => Promise<FieldErrors> {
  return async (values) => {
    const result = await schema['~standard'].validate(values);
    const errors: FieldErrors = {};
    for (const issue of result.issues ?? []) {
      const list = (errors[issueName(issue)] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
    return errors;
  };
}
