import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Slug } from './common.schema.js';
import { orderFormPagePath, orderFormPaths } from './paths.js';

describe('order form addresses', () => {
  it('put the slug in the page and API paths, escaped', () => {
    expect(orderFormPagePath('jane-doe-romantasy-weekend')).toBe('/orderform/jane-doe-romantasy-weekend');
    expect(orderFormPaths.form('a b')).toBe('/api/public/order-forms/a%20b');
    expect(orderFormPaths.productImage('p1')).toBe('/api/public/order-forms/images/products/p1.svg');
  });

  it('take lower-case slugs only', () => {
    expect(v.is(Slug, 'jane-doe-direct')).toBe(true);
    expect(v.is(Slug, 'Jane-Doe')).toBe(false);
    expect(v.is(Slug, 'jane--doe')).toBe(false);
  });
});
