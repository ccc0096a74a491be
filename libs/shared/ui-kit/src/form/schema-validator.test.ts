import * as v from 'valibot';
import { schemaValidator } from './schema-validator';

describe('schemaValidator', () => {
  it('gives no errors for valid values', async () => {
    const validate = schemaValidator(v.object({ email: v.pipe(v.string(), v.email('Enter a valid email address.')) }));

    expect(await validate({ email: 'ada@example.com' })).toEqual({});
  });

  it('puts each issue under the field its path names, nested paths joined with dots', async () => {
    const validate = schemaValidator(
      v.object({
        email: v.pipe(v.string(), v.email('Enter a valid email address.')),
        address: v.object({ city: v.pipe(v.string(), v.nonEmpty('Enter a city.')) }),
      }),
    );

    expect(await validate({ email: 'nope', address: { city: '' } } as never)).toEqual({
      email: ['Enter a valid email address.'],
      'address.city': ['Enter a city.'],
    });
  });

  it('collects several messages of one field, once each', async () => {
    const validate = schemaValidator(
      v.object({ code: v.pipe(v.string(), v.minLength(4, 'Too short.'), v.regex(/^\d+$/, 'Digits only.')) }),
    );

    expect(await validate({ code: 'ab' })).toEqual({ code: ['Too short.', 'Digits only.'] });
  });
});
