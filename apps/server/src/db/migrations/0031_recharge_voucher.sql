-- A recharge's payment voucher (a bank transfer's receipt): the id of a restricted file of the upload
-- store, '' for none. A constant default: PostgreSQL adds it without rewriting the orders.
ALTER TABLE "fin_recharge_order" ADD COLUMN "voucher_image" text DEFAULT '' NOT NULL;
