import { formatMinorUnits } from '@folio/formatting';
import type { Bundle, OrderForm, Product, ProductVariant } from '@folio/order-forms-contract';
import { useId, useState } from 'react';
import { AddButton } from './add-button';
import type { AddBundleInput, AddProductInput } from './order-form-page';
import { bundleContents, maxQuantity, stockWords } from './order-form-words';
import layout from './order-form-layout.module.css';
import styles from './order-form-page.module.css';
import { QuantityStepper } from './quantity-stepper';

const KIND_WORDS: Record<ProductVariant['kind'], string> = {
  edition: 'Edition',
  cover: 'Cover',
  personalisation: 'Personalisation',
};

function StockNote({ words, soldOut }: { words: string | null; soldOut: boolean }) {
  if (!words) return null;
  return <p className={[styles['stock'], soldOut ? styles['soldOut'] : styles['lowStock']].join(' ')}>{words}</p>;
}

/** The options of a product as radio buttons, each with its price. */
function VariantChoice({
  product,
  currency,
  value,
  onChange,
}: {
  product: Product;
  currency: string;
  value: string;
  onChange(id: string): void;
}) {
  const name = useId();
  const kinds = [...new Set(product.variants.map((variant) => variant.kind))];
  const legend = kinds.length === 1 ? KIND_WORDS[kinds[0]!] : 'Options';
  return (
    <fieldset className={styles['variants']}>
      <legend className={styles['variantsLegend']}>
        {legend}
        <span className="visually-hidden">{` of ${product.title}`}</span>
      </legend>
      {product.variants.map((variant) => (
        <label key={variant.id} className={styles['variant']}>
          <input
            type="radio"
            name={name}
            value={variant.id}
            checked={value === variant.id}
            onChange={() => onChange(variant.id)}
          />
          <span className={styles['variantName']}>{variant.name}</span>
          <span className={styles['variantPrice']}>{formatMinorUnits(variant.price_minor, currency)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface ItemProps {
  form: OrderForm;
  closed: boolean;
}

/** A product: picture, price (of the chosen option), stock, options, quantity and the way into the cart. */
export function ProductCard({
  form,
  product,
  closed,
  onAdd,
}: ItemProps & { product: Product; onAdd(input: AddProductInput): Promise<void> }) {
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((option) => option.id === variantId);
  const max = maxQuantity(product.stock, product.per_customer_limit, form.max_quantity_per_order);
  const titleId = useId();
  return (
    <article className={layout['item']} aria-labelledby={titleId}>
      <img className={layout['picture']} src={product.image_url} alt="" width={400} height={600} loading="lazy" />
      <div className={layout['itemBody']}>
        <h3 id={titleId} className={styles['itemTitle']}>
          {product.title}
        </h3>
        <p className={styles['price']}>
          {formatMinorUnits(variant?.price_minor ?? product.price_minor, form.currency)}
        </p>
        {product.description ? <p className={styles['description']}>{product.description}</p> : null}
        <StockNote words={stockWords(product.stock)} soldOut={product.stock.sold_out} />
        {product.variants.length > 0 ? (
          <VariantChoice product={product} currency={form.currency} value={variantId} onChange={setVariantId} />
        ) : null}
        {product.per_customer_limit !== null ? (
          <p className={styles['limit']}>Limit {product.per_customer_limit} per customer</p>
        ) : null}
        {closed ? null : (
          <div className={styles['buy']}>
            {product.stock.sold_out ? null : (
              <QuantityStepper value={quantity} onChange={setQuantity} max={max} label={product.title} />
            )}
            <AddButton
              label={product.title}
              soldOut={product.stock.sold_out}
              onAdd={() =>
                onAdd({
                  orderFormId: form.id,
                  product_id: product.id,
                  ...(variant ? { variant_id: variant.id } : {}),
                  quantity,
                })
              }
            />
          </div>
        )}
      </div>
    </article>
  );
}

/** A bundle: picture, price, what is in it, a choice of option per product that has options, quantity. */
export function BundleCard({
  form,
  bundle,
  closed,
  onAdd,
}: ItemProps & { bundle: Bundle; onAdd(input: AddBundleInput): Promise<void> }) {
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      bundle.products.filter((p) => p.variants.length > 0).map((p) => [p.product_id, p.variants[0]!.id]),
    ),
  );
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(bundle.stock, bundle.per_customer_limit, form.max_quantity_per_order);
  const titleId = useId();
  const pickId = useId();
  const picks = bundle.products.filter((p) => p.variants.length > 0);
  return (
    <article className={layout['item']} aria-labelledby={titleId}>
      <img className={layout['picture']} src={bundle.image_url} alt="" width={400} height={600} loading="lazy" />
      <div className={layout['itemBody']}>
        <h3 id={titleId} className={styles['itemTitle']}>
          {bundle.title}
        </h3>
        <p className={styles['price']}>{formatMinorUnits(bundle.price_minor, form.currency)}</p>
        <p className={styles['contents']}>Includes {bundleContents(bundle.products)}</p>
        {bundle.description ? <p className={styles['description']}>{bundle.description}</p> : null}
        <StockNote words={stockWords(bundle.stock)} soldOut={bundle.stock.sold_out} />
        {picks.length > 0 && !closed ? (
          <div className={styles['picks']}>
            {picks.map((product, index) => (
              <label key={product.product_id} className={styles['pick']}>
                <span className={styles['pickLabel']} id={`${pickId}-${index}`}>
                  {product.title}
                </span>
                <select
                  className={styles['select']}
                  value={choices[product.product_id] ?? ''}
                  onChange={(event) => setChoices((now) => ({ ...now, [product.product_id]: event.target.value }))}
                >
                  {product.variants.map((variant) => (
                    <option key={variant.id} value={variant.id}>
                      {`${KIND_WORDS[variant.kind]}: ${variant.name}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : null}
        {bundle.per_customer_limit !== null ? (
          <p className={styles['limit']}>Limit {bundle.per_customer_limit} per customer</p>
        ) : null}
        {closed ? null : (
          <div className={styles['buy']}>
            {bundle.stock.sold_out ? null : (
              <QuantityStepper value={quantity} onChange={setQuantity} max={max} label={bundle.title} />
            )}
            <AddButton
              label={bundle.title}
              soldOut={bundle.stock.sold_out}
              onAdd={() =>
                onAdd({
                  orderFormId: form.id,
                  bundle_id: bundle.id,
                  ...(picks.length > 0
                    ? {
                        product_variants: picks.map((p) => ({
                          product_id: p.product_id,
                          variant_id: choices[p.product_id]!,
                        })),
                      }
                    : {}),
                  quantity,
                })
              }
            />
          </div>
        )}
      </div>
    </article>
  );
}
