import { Badge, Box, Button, Card, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Check, Copy, Mail, MessageSquare, Phone } from 'lucide-react';
import { useState } from 'react';
import type { OutboxMessage } from '../api/get-outbox';

const CHANNELS = {
  email: { label: 'Email', palette: 'blue', icon: Mail },
  sms: { label: 'SMS', palette: 'green', icon: MessageSquare },
  call: { label: 'Call', palette: 'purple', icon: Phone },
} as const;

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The things a tester wants out of a message: its codes and links. */
function extract(body: string) {
  const links = body.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const withoutLinks = links.reduce((text, link) => text.replace(link, ' '), body);
  const codes = [...new Set(withoutLinks.match(/\b\d{6}\b/g) ?? [])];
  return { codes, links: [...new Set(links)] };
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard permission: the text stays selectable.
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={copy} aria-label={`Copy ${label}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const channel = CHANNELS[message.channel];
  const Icon = channel.icon;
  const { codes, links } = extract(message.body);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stack gap="3">
          <Wrap gap="2" align="center" justify="space-between">
            <HStack gap="2" minW="0">
              <Badge colorPalette={channel.palette} variant="subtle">
                <Icon size={12} aria-hidden="true" />
                {channel.label}
              </Badge>
              <Text fontWeight="semibold" wordBreak="break-all">
                {message.to}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
            </Text>
          </Wrap>
          {message.subject && <Text fontWeight="medium">{message.subject}</Text>}
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontFamily="mono"
            fontSize="sm"
            bg="bg.muted"
            p="3"
            rounded="md"
          >
            {message.body}
          </Box>
          {codes.map((code) => (
            <HStack key={code} gap="3">
              <Text fontFamily="mono" fontSize="xl" fontWeight="bold" letterSpacing="widest">
                {code}
              </Text>
              <CopyButton value={code} label={`code ${code}`} />
            </HStack>
          ))}
          {links.map((link) => (
            <HStack key={link} gap="3" align="start">
              <Link href={link} color="brand.fg" wordBreak="break-all" fontSize="sm">
                {link}
              </Link>
              <CopyButton value={link} label="link" />
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
