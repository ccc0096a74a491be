CREATE TABLE "order_form_books" (
	"order_form_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "order_form_books_order_form_id_book_id_pk" PRIMARY KEY("order_form_id","book_id"),
	CONSTRAINT "order_form_books_price_check" CHECK ("order_form_books"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_form_books" ADD CONSTRAINT "order_form_books_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_books" ADD CONSTRAINT "order_form_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_form_books_book_idx" ON "order_form_books" USING btree ("book_id");