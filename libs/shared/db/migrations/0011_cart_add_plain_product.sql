-- The common cart add in one call (libs/commerce/cart/server/src/cart-add-plain.ts): a
-- product without stock or per-customer limits, on a form without a cap on an order's units. It
-- checks every rule such an add has, locks the cart, raises or creates the line with its hold,
-- touches the cart, and answers the cart, its form and its lines as JSON; NULL, having changed
-- nothing, when any rule is not met (the server then takes its full path, which words the refusal).
-- A function so that its statements' plans are cached per connection, and a hold commits without
-- waiting for the WAL flush, like every other cart line change.
CREATE OR REPLACE FUNCTION public.folio_cart_add_plain(
  p_cart uuid,
  p_user text,
  p_session text,
  p_statuses text[],
  p_today date,
  p_product uuid,
  p_variant uuid,
  p_line_key text,
  p_quantity integer,
  p_max integer,
  p_at timestamptz,
  p_held_until timestamptz
) RETURNS jsonb
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v_cart_id uuid;
  v_form_id uuid;
  v_product jsonb;
  v_line jsonb;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT c.id, c.order_form_id INTO v_cart_id, v_form_id
    FROM carts c JOIN order_forms f ON f.id = c.order_form_id
   WHERE c.id = p_cart
     AND ((p_user IS NOT NULL AND c.user_id = p_user) OR (c.user_id IS NULL AND c.session_uid = p_session))
     AND c.status = ANY (p_statuses)
     AND NOT f.closed AND f.close_date >= p_today AND f.max_quantity_per_order IS NULL
   FOR UPDATE OF c;
  IF v_cart_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT to_jsonb(pr.*) INTO v_product
    FROM products pr
   WHERE pr.id = p_product AND pr.order_form_id = v_form_id
     AND pr.stock_limit IS NULL AND pr.per_customer_limit IS NULL
     AND CASE
       WHEN p_variant IS NULL THEN NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = pr.id)
       ELSE EXISTS (SELECT 1 FROM product_variants v WHERE v.id = p_variant AND v.product_id = pr.id)
     END;
  IF v_product IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO cart_items AS ci (cart_id, line_key, product_id, variant_id, quantity, held_until, created_at, updated_at)
  VALUES (v_cart_id, p_line_key, p_product, p_variant, p_quantity, p_held_until, p_at, p_at)
  ON CONFLICT (cart_id, line_key) DO UPDATE
    SET quantity = ci.quantity + excluded.quantity, held_until = excluded.held_until, updated_at = excluded.updated_at
    WHERE ci.quantity + excluded.quantity <= p_max
  RETURNING to_jsonb(ci.*) INTO v_line;
  IF v_line IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE carts SET updated_at = p_at WHERE id = v_cart_id;
  -- Each statement here reads the latest committed rows: the lines are the cart's as they are now.
  RETURN jsonb_build_object(
    'cart', (SELECT to_jsonb(c.*) FROM carts c WHERE c.id = v_cart_id),
    'form', (SELECT to_jsonb(f.*) FROM order_forms f WHERE f.id = v_form_id),
    'product', v_product,
    'variant', (SELECT to_jsonb(v.*) FROM product_variants v WHERE v.id = p_variant),
    'line', v_line,
    'lines', (
      SELECT coalesce(jsonb_agg(
        jsonb_build_object('line', to_jsonb(ci.*), 'product', to_jsonb(pp.*), 'variant', to_jsonb(vv.*), 'bundle', to_jsonb(bb.*))
        ORDER BY ci.created_at, ci.id
      ), '[]'::jsonb)
        FROM cart_items ci
        LEFT JOIN products pp ON pp.id = ci.product_id
        LEFT JOIN product_variants vv ON vv.id = ci.variant_id
        LEFT JOIN bundles bb ON bb.id = ci.bundle_id
       WHERE ci.cart_id = v_cart_id
    )
  );
END
$$;
