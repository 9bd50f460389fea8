import {
  AnalysisIdSchema,
  evidenceTypeForMime,
  type EvidenceItem,
  type EvidencePackageData,
  type EvidenceStatus,
} from '@scambuddy/contracts';

/** An item while collecting: `fileUrl` points at the file in this browser only (spec §3). */
export interface CollectedItem extends EvidenceItem {
  fileUrl?: string;
}

export interface EvidencePackage {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  status: EvidenceStatus;
  items: CollectedItem[];
  /** Set after submission (spec §3). */
  reportId?: string;
  /** The analysis this evidence is collected for; its recovery steps list the package. */
  analysisId?: string;
}

export function createEvidencePackage(
  now: Date,
  title: string,
  analysisId?: string,
): EvidencePackage {
  return {
    id: `evidence-${now.getTime()}`,
    title,
    description: '',
    createdAt: now.toISOString(),
    status: 'collecting',
    items: [],
    ...(analysisId === undefined ? {} : { analysisId }),
  };
}

/** `?analysis=` from the address, kept only when it has the shape of an analysis id. */
export function analysisIdFrom(value: string | null): string | undefined {
  return value !== null && AnalysisIdSchema.safeParse(value).success ? value : undefined;
}

/** Spec §4: tools only work while collecting. */
export function addEvidenceItem(pkg: EvidencePackage, item: CollectedItem): EvidencePackage {
  return pkg.status === 'collecting' ? { ...pkg, items: [...pkg.items, item] } : pkg;
}

/** Spec §5: blank text is ignored. */
export function makeTextItem(
  input: { text: string; title: string; defaultTitle: string },
  id: string,
  now: Date,
): CollectedItem | null {
  const text = input.text.trim();
  if (text === '') return null;
  return {
    id,
    type: 'text',
    title: input.title.trim() || input.defaultTitle,
    description: text,
    timestamp: now.toISOString(),
    metadata: { size: new TextEncoder().encode(text).length, mimeType: 'text/plain' },
  };
}

/** Spec §5: a call log needs both the phone number and the call details. */
export function makeCallLogItem(
  input: { phoneNumber: string; callerName: string; details: string },
  id: string,
  now: Date,
): CollectedItem | null {
  const phoneNumber = input.phoneNumber.trim();
  const details = input.details.trim();
  if (phoneNumber === '' || details === '') return null;
  const callerName = input.callerName.trim();
  return {
    id,
    type: 'call_log',
    title: callerName ? `${callerName} (${phoneNumber})` : phoneNumber,
    description: details,
    timestamp: now.toISOString(),
  };
}

export function makeFileItem(
  file: { name: string; size: number; type: string },
  fileUrl: string,
  id: string,
  now: Date,
): CollectedItem {
  const mimeType = file.type || 'application/octet-stream';
  return {
    id,
    type: evidenceTypeForMime(mimeType),
    title: file.name,
    timestamp: now.toISOString(),
    fileUrl,
    metadata: { size: file.size, mimeType, fileName: file.name },
  };
}

export function makeScreenshotItem(
  screenshot: { size: number; type: string },
  fileUrl: string,
  input: { title: string; location: string },
  id: string,
  now: Date,
): CollectedItem {
  return {
    id,
    type: 'screenshot',
    title: input.title,
    timestamp: now.toISOString(),
    location: input.location,
    fileUrl,
    metadata: { size: screenshot.size, mimeType: screenshot.type || 'image/png' },
  };
}

/** Spec §7: the package as sent, without file URLs (files stay in the browser). */
export function toPackageData(pkg: EvidencePackage): EvidencePackageData {
  return {
    id: pkg.id,
    title: pkg.title,
    description: pkg.description,
    createdAt: pkg.createdAt,
    ...(pkg.analysisId === undefined ? {} : { analysisId: pkg.analysisId }),
    items: pkg.items.map(({ fileUrl: _fileUrl, ...item }) => item),
  };
}

/**
 * Spec §9: evidence-{id}.json, once: ids already read `evidence-<time>`, which made the file
 * `evidence-evidence-<time>.json` (issue 19). Local file URLs mean nothing outside this page, so
 * they go too.
 */
export function buildEvidenceExport(pkg: EvidencePackage): {
  fileName: string;
  data: EvidencePackageData & { status: EvidenceStatus; reportId?: string };
} {
  return {
    fileName: `${pkg.id.startsWith('evidence-') ? pkg.id : `evidence-${pkg.id}`}.json`,
    data: {
      ...toPackageData(pkg),
      status: pkg.status,
      ...(pkg.reportId === undefined ? {} : { reportId: pkg.reportId }),
    },
  };
}

export function markSubmitted(pkg: EvidencePackage, reportId: string): EvidencePackage {
  return { ...pkg, status: 'submitted', reportId };
}
