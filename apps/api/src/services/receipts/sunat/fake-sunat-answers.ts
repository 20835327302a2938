// Test-only: what the fake SUNAT writes. Its WSDL (ours, written from the operations SUNAT's billService publishes,
// in one document with its types inline), its SOAP answers and faults (soap-env: prefix and 'Client.CODE'
// faultcodes, as SUNAT writes them), and its CDR: a UBL ApplicationResponse zipped as R-<file>.xml beside the empty
// 'dummy/' folder SUNAT's zips carry. SUNAT signs its CDR; the fake does not (nothing in the product verifies it).
import JSZip from 'jszip';
import type { CdrNote } from './cdr.js';
import { SOAP_ENV_NS, SUNAT_SERVICE_NS } from './soap.js';
import { escapeXml } from './xml-read.js';

const FILE_PARAMS = '<xs:element name="fileName" type="xs:string" minOccurs="0"/>'
  .concat('<xs:element name="contentFile" type="xs:base64Binary" minOccurs="0"/>')
  .concat('<xs:element name="partyType" type="xs:string" minOccurs="0"/>');

const OPERATIONS: [name: string, input: string, output: string][] = [
  ['sendBill', FILE_PARAMS, '<xs:element name="applicationResponse" type="xs:base64Binary" minOccurs="0"/>'],
  ['sendSummary', FILE_PARAMS, '<xs:element name="ticket" type="xs:string" minOccurs="0"/>'],
  [
    'getStatus',
    '<xs:element name="ticket" type="xs:string" minOccurs="0"/>',
    '<xs:element name="status" type="tns:statusResponse" minOccurs="0"/>',
  ],
];

const seq = (inner: string) => `<xs:complexType><xs:sequence>${inner}</xs:sequence></xs:complexType>`;

/** billService's WSDL, with the fake's own address as the port's location. */
export function billServiceWsdl(location: string): string {
  const ops = (make: (name: string) => string) => OPERATIONS.map(([name]) => make(name)).join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<wsdl:definitions name="billService" targetNamespace="${SUNAT_SERVICE_NS}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"`,
    ` xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="${SUNAT_SERVICE_NS}">`,
    '<wsdl:types>',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${SUNAT_SERVICE_NS}" targetNamespace="${SUNAT_SERVICE_NS}" version="1.0">`,
    ...OPERATIONS.map(
      ([name, input, output]) =>
        `<xs:element name="${name}">${seq(input)}</xs:element><xs:element name="${name}Response">${seq(output)}</xs:element>`,
    ),
    '<xs:complexType name="statusResponse"><xs:sequence><xs:element name="content" type="xs:base64Binary" minOccurs="0"/>',
    '<xs:element name="statusCode" type="xs:string" minOccurs="0"/></xs:sequence></xs:complexType>',
    '</xs:schema></wsdl:types>',
    ops((n) => `<wsdl:message name="${n}Request"><wsdl:part name="parameters" element="tns:${n}"/></wsdl:message>`),
    ops(
      (n) =>
        `<wsdl:message name="${n}Response"><wsdl:part name="parameters" element="tns:${n}Response"/></wsdl:message>`,
    ),
    '<wsdl:portType name="billService">',
    ops(
      (n) =>
        `<wsdl:operation name="${n}"><wsdl:input message="tns:${n}Request"/><wsdl:output message="tns:${n}Response"/></wsdl:operation>`,
    ),
    '</wsdl:portType>',
    '<wsdl:binding name="BillServicePortBinding" type="tns:billService">',
    '<soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>',
    ops(
      (n) =>
        `<wsdl:operation name="${n}"><soap:operation soapAction="urn:${n}" style="document"/>` +
        '<wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>',
    ),
    '</wsdl:binding>',
    '<wsdl:service name="billService"><wsdl:port name="BillServicePort" binding="tns:BillServicePortBinding">',
    `<soap:address location="${escapeXml(location)}"/></wsdl:port></wsdl:service>`,
    '</wsdl:definitions>',
  ].join('\n');
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap-env:Envelope xmlns:soap-env="${SOAP_ENV_NS}"><soap-env:Header/>` +
  `<soap-env:Body>${body}</soap-env:Body></soap-env:Envelope>`;

/** A fault as SUNAT writes it: the code after the class in the faultcode, the text in the faultstring. */
export function faultEnvelope(code: string, message: string, faultClass: 'Client' | 'Server' = 'Client'): string {
  return envelope(
    `<soap-env:Fault><faultcode>soap-env:${faultClass}.${escapeXml(code)}</faultcode>` +
      `<faultstring>${escapeXml(message)}</faultstring></soap-env:Fault>`,
  );
}

/** An operation's answer: `<br:opResponse>` with its unqualified children. */
export function responseEnvelope(operation: string, children: string): string {
  return envelope(`<br:${operation}Response xmlns:br="${SUNAT_SERVICE_NS}">${children}</br:${operation}Response>`);
}

export interface CdrFacts {
  /** RUC-TT-SERIE-NUMERO (or RUC-RC-DATE-N for a summary) */
  fileName: string;
  issuerRuc: string;
  /** 'F001-1' */
  documentId: string;
  responseCode: string;
  description: string;
  notes: CdrNote[];
}

/** SUNAT's RUC, the sender of every CDR */
const SUNAT_RUC = '20131312955';

export async function cdrZip(facts: CdrFacts, now = new Date()): Promise<Buffer> {
  const date = now.toISOString().slice(0, 10);
  const time = now.toISOString().slice(11, 19);
  const id = (c: string) => `<cac:PartyIdentification><cbc:ID>${escapeXml(c)}</cbc:ID></cac:PartyIdentification>`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"',
    ' xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">',
    // where SUNAT puts its signature; the fake leaves it empty
    '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>',
    '<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>1.0</cbc:CustomizationID>',
    `<cbc:ID>${now.getTime()}</cbc:ID><cbc:IssueDate>${date}</cbc:IssueDate><cbc:IssueTime>${time}</cbc:IssueTime>`,
    `<cbc:ResponseDate>${date}</cbc:ResponseDate><cbc:ResponseTime>${time}</cbc:ResponseTime>`,
    ...facts.notes.map((n) => `<cbc:Note>${escapeXml(`${n.code} - ${n.text}`)}</cbc:Note>`),
    `<cac:SenderParty>${id(SUNAT_RUC)}</cac:SenderParty><cac:ReceiverParty>${id(facts.issuerRuc)}</cac:ReceiverParty>`,
    '<cac:DocumentResponse><cac:Response>',
    `<cbc:ReferenceID>${escapeXml(facts.documentId)}</cbc:ReferenceID>`,
    `<cbc:ResponseCode>${escapeXml(facts.responseCode)}</cbc:ResponseCode>`,
    `<cbc:Description>${escapeXml(facts.description)}</cbc:Description>`,
    '</cac:Response>',
    `<cac:DocumentReference><cbc:ID>${escapeXml(facts.documentId)}</cbc:ID></cac:DocumentReference>`,
    '</cac:DocumentResponse></ar:ApplicationResponse>',
  ].join('\n');
  const zip = new JSZip();
  zip.folder('dummy');
  zip.file(`R-${facts.fileName}.xml`, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
