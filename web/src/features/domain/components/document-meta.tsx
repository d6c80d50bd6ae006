import { useEffect } from 'react';
import { useDomainConfig } from '../../../lib/domain-config';
import { formatTitle } from '../../../utils/page-title';

function setHeadAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Title, favicon and description of the page from the route title and the domain configuration. */
export function DocumentMeta({ title }: { title?: string }) {
  const { data: config } = useDomainConfig();
  const domainName = config?.domain.name;
  const favicon = config?.favicon;
  const description = config?.description;

  useEffect(() => {
    const text = formatTitle(title, domainName);
    if (text) document.title = text;
  }, [title, domainName]);

  useEffect(() => {
    if (favicon) setHeadAttribute('link[rel~="icon"]', 'href', favicon);
  }, [favicon]);

  useEffect(() => {
    if (description !== undefined) setHeadAttribute('meta[name="description"]', 'content', description);
  }, [description]);

  return null;
}
