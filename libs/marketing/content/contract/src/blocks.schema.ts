import * as v from 'valibot';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** A link inside the site (`/for-authors/pricing`) or to another site over HTTPS; never a script. */
export const BlockHref = v.pipe(
  v.string(),
  v.maxLength(500),
  v.regex(/^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/, 'A link starts with /, https:// or mailto:.'),
);

export const BlockAction = v.object({ label: Text(60), href: BlockHref });
export type BlockAction = v.InferOutput<typeof BlockAction>;

const Item = v.object({ title: Text(120), text: Text(800) });
/** A feature may lead on to the page that tells more. */
const FeatureItem = v.object({ ...Item.entries, action: v.optional(BlockAction) });

export const HeroBlock = v.object({
  kind: v.literal('hero'),
  eyebrow: v.optional(Text(60)),
  title: Text(160),
  lead: Text(600),
  actions: v.optional(v.pipe(v.array(BlockAction), v.maxLength(2))),
});
export const FeaturesBlock = v.object({
  kind: v.literal('features'),
  title: Text(160),
  intro: v.optional(Text(600)),
  items: v.pipe(v.array(FeatureItem), v.minLength(1), v.maxLength(12)),
});
export const StepsBlock = v.object({
  kind: v.literal('steps'),
  title: Text(160),
  items: v.pipe(v.array(Item), v.minLength(1), v.maxLength(10)),
});
export const FaqBlock = v.object({
  kind: v.literal('faq'),
  title: Text(160),
  items: v.pipe(v.array(v.object({ question: Text(200), answer: Text(1200) })), v.minLength(1), v.maxLength(20)),
});
export const PricingBlock = v.object({
  kind: v.literal('pricing'),
  title: Text(160),
  intro: v.optional(Text(600)),
  rows: v.pipe(
    v.array(v.object({ item: Text(120), fee: Text(120), note: v.optional(Text(400)) })),
    v.minLength(1),
    v.maxLength(20),
  ),
  footnote: v.optional(Text(800)),
});
export const CallToActionBlock = v.object({
  kind: v.literal('cta'),
  title: Text(160),
  text: Text(600),
  action: BlockAction,
});

/** A Markdown section as stored and edited: the server renders it to sanitised HTML. */
export const MarkdownBlockInput = v.object({
  kind: v.literal('markdown'),
  title: v.optional(Text(160)),
  markdown: Text(40_000),
});
/** The same section as served: HTML the server rendered and sanitised. */
export const ProseBlock = v.object({ kind: v.literal('prose'), title: v.optional(Text(160)), html: v.string() });

/** One block of a page as stored in the database (what an editor writes). */
export const ContentBlockInput = v.variant('kind', [
  HeroBlock,
  FeaturesBlock,
  StepsBlock,
  FaqBlock,
  PricingBlock,
  CallToActionBlock,
  MarkdownBlockInput,
]);
export type ContentBlockInput = v.InferOutput<typeof ContentBlockInput>;
export const ContentBlocksInput = v.pipe(v.array(ContentBlockInput), v.minLength(1), v.maxLength(40));

/** One block of a page as served. */
export const ContentBlock = v.variant('kind', [
  HeroBlock,
  FeaturesBlock,
  StepsBlock,
  FaqBlock,
  PricingBlock,
  CallToActionBlock,
  ProseBlock,
]);
export type ContentBlock = v.InferOutput<typeof ContentBlock>;
