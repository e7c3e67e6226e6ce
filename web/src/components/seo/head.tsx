type HeadProps = { title?: string; description?: string };

/** React 19 hoists <title> and <meta> into the document head. */
export function Head({ title, description }: HeadProps) {
  const fullTitle = title ? `${title} | Pickup` : 'Pickup - Order ahead, pick up fast';
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
