import type {
  AuditType,
  ComplianceReportKind,
  ComplianceReportStatus,
  ReportExportFormat,
  ReportName,
  ReportThresholdKey,
  ReportThresholdUnit,
} from '../vocabulary.ts';
import type { Bytes, DateText, DefaultNumeric, DefaultTimestamp, Defaulted, Id, Numeric } from './column-types.ts';

export interface ComplianceCategoriesTable {
  id: Id;
  oemId: number;
  kind: ComplianceReportKind;
  auditType: AuditType;
  name: string;
  description: string | null;
  mandatory: Defaulted<boolean>;
  qualified: Defaulted<boolean>;
  maxScore: DefaultNumeric;
  displayOrder: number;
}

export interface ComplianceReportsTable {
  id: Id;
  kind: ComplianceReportKind;
  auditType: AuditType;
  oemId: number;
  dealerId: number | null;
  crmProviderId: number | null;
  offerProviderId: number | null;
  auditDate: DateText;
  auditor: string;
  overallScore: Numeric | null;
  compliant: boolean | null;
  comments: string | null;
  status: Defaulted<ComplianceReportStatus>;
  previousReportId: number | null;
  createdByUserId: number | null;
  updatedByUserId: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface ComplianceReportCategoriesTable {
  reportId: number;
  categoryId: number;
  score: Numeric | null;
  compliant: boolean | null;
  comment: string | null;
}

export interface ComplianceReportFilesTable {
  uuid: string;
  reportId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  content: Bytes;
  uploadedByUserId: number | null;
  uploadedAt: DefaultTimestamp;
}

export interface ReportPeriodsTable {
  id: Id;
  label: string;
  dateFrom: DateText;
  dateTo: DateText;
}

export interface ReportDefinitionsTable {
  id: number;
  name: ReportName;
  title: string;
  exportFormats: ReportExportFormat[];
  hasThresholds: Defaulted<boolean>;
  hasPeriods: Defaulted<boolean>;
}

export interface ReportThresholdsTable {
  reportDefinitionId: number;
  key: ReportThresholdKey;
  label: string;
  value: Numeric;
  unit: ReportThresholdUnit;
  minimum: Numeric;
  maximum: Numeric;
}
