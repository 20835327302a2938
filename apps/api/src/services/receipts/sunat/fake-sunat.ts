// Test-only: a SUNAT billService on loopback. It serves its WSDL at ?wsdl, checks what SUNAT checks of a sendBill
// (WS-Security user, zip and file names, the XML against its name, the signature with xmlsec1) and answers with a
// CDR, or with the scenario a test queued: answerNext('observe'), answerNext('timeout')… Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CdrNote } from './cdr.js';
import { billServiceWsdl, type CdrFacts, cdrZip, faultEnvelope, responseEnvelope } from './fake-sunat-answers.js';
import { checkSendBill, checkSendSummary, SunatFault } from './fake-sunat-checks.js';
import { child, readXml, textOf } from './xml-read.js';

export type FakeScenario = 'accept' | 'observe' | 'reject' | 'timeout' | 'fault' | 'bad-gateway';

export interface ScenarioOptions {
  /** reject: the CDR's ResponseCode (2800 unless given); fault: the Server fault's code (0100 unless given) */
  code?: string;
  text?: string;
  /** observe: the CDR's notes (one 4252 unless given) */
  notes?: CdrNote[];
  /** reject: answer with a SOAP fault 'soap-env:Client.CODE' instead of a CDR, as SUNAT also does */
  asFault?: boolean;
}

export interface FakeSunatRequest {
  operation: string;
  /** the SOAPAction header as sent, quotes included */
  soapAction: string;
  username: string;
  password: string;
  /** the fileName parameter, with its .zip */
  fileName: string;
  zipEntries: string[];
  /** the receipt's XML as received, when the zip held exactly one file */
  xml: string | null;
  /** what the fake answered: 'cdr 0', 'fault 0102', 'ticket …', 'held', 'bad-gateway' */
  answer: string;
}

export interface FakeSunat {
  /** the billService address, to use as BillServiceConfig.endpoint */
  url: string;
  wsdlUrl: string;
  received: FakeSunatRequest[];
  /** the answer to the next request (after SUNAT's checks, for accept, observe and reject); queued in order */
  answerNext(scenario: FakeScenario, options?: ScenarioOptions): void;
  close(): Promise<void>;
}

const KIND_NAMES: Record<string, string> = {
  '01': 'La Factura',
  '03': 'La Boleta',
  '07': 'La Nota de Credito',
  '08': 'La Nota de Debito',
};
const REJECT_TEXT = 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.';
const OBSERVATION: CdrNote = { code: '4252', text: 'El dato ingresado como atributo @listName es incorrecto.' };

export async function startFakeSunat(
  account: {
    ruc: string;
    solUser: string;
    solPassword: string;
  },
  /** 0: any free port (the tests); the journeys' server names its own */
  port = 0,
): Promise<FakeSunat> {
  const queue: { scenario: FakeScenario; options: ScenarioOptions }[] = [];
  const received: FakeSunatRequest[] = [];
  const held = new Set<ServerResponse>();
  const tickets = new Map<string, CdrFacts>();
  let url = '';

  const send = (res: ServerResponse, status: number, body: string, type = 'text/xml; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': type }).end(body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' && /[?&]wsdl\b/i.test(req.url ?? '')) return send(res, 200, billServiceWsdl(url));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const envelope = readXml(Buffer.concat(chunks).toString('utf8'));
    const token = child(envelope, 'Envelope', 'Header', 'Security', 'UsernameToken');
    const body = (child(envelope, 'Envelope', 'Body') ?? {}) as Record<string, unknown>;
    const operation = Object.keys(body).find((k) => !k.startsWith('@_')) ?? '';
    const params = body[operation];
    const record: FakeSunatRequest = {
      operation,
      soapAction: String(req.headers.soapaction ?? ''),
      username: textOf(child(token, 'Username')),
      password: textOf(child(token, 'Password')),
      fileName: textOf(child(params, 'fileName')),
      zipEntries: [],
      xml: null,
      answer: '',
    };
    received.push(record);
    const { scenario, options } = queue.shift() ?? { scenario: 'accept', options: {} };
    const answer = (status: number, text: string, what: string) => {
      record.answer = what;
      send(res, status, text);
    };
    const fault = (f: SunatFault, faultClass: 'Client' | 'Server' = 'Client') =>
      answer(500, faultEnvelope(f.code, f.message, faultClass), `fault ${f.code}`);

    if (scenario === 'timeout') {
      // held until the client gives up (its socket closes) or the fake closes
      record.answer = 'held';
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (scenario === 'bad-gateway') {
      record.answer = 'bad-gateway';
      return send(res, 502, '<html><body>502 Bad Gateway</body></html>', 'text/html');
    }
    if (scenario === 'fault') {
      const text =
        options.text ??
        'El sistema no puede responder su solicitud. Intente nuevamente o comuníquese con su Administrador';
      return fault(new SunatFault(options.code ?? '0100', text), 'Server');
    }
    if (!record.username || !record.password)
      return fault(new SunatFault('0101', 'El encabezado de seguridad es incorrecto'));
    if (record.username !== `${account.ruc}${account.solUser}` || record.password !== account.solPassword) {
      return fault(new SunatFault('0102', 'Usuario o contraseña incorrectos'));
    }
    try {
      if (operation === 'sendBill') {
        const content = textOf(child(params, 'contentFile'));
        const receipt = await checkSendBill(record.fileName, content, account.ruc, (entries, xml) => {
          record.zipEntries = entries;
          record.xml = xml;
        });
        const facts: CdrFacts = {
          fileName: receipt.fileName,
          issuerRuc: receipt.ruc,
          documentId: receipt.documentId,
          responseCode: '0',
          description: `${KIND_NAMES[receipt.typeCode]} numero ${receipt.documentId}, ha sido aceptada`,
          notes: scenario === 'observe' ? (options.notes ?? [OBSERVATION]) : [],
        };
        if (scenario === 'reject') {
          facts.responseCode = options.code ?? '2800';
          facts.description = options.text ?? REJECT_TEXT;
          if (options.asFault) return fault(new SunatFault(facts.responseCode, facts.description));
        }
        const zip = await cdrZip(facts);
        const children = `<applicationResponse>${zip.toString('base64')}</applicationResponse>`;
        return answer(200, responseEnvelope('sendBill', children), `cdr ${facts.responseCode}`);
      }
      if (operation === 'sendSummary') return await summary(record, textOf(child(params, 'contentFile')), answer);
      if (operation === 'getStatus') return await status(textOf(child(params, 'ticket')), answer);
      throw new SunatFault('0200', 'No se pudo procesar su solicitud. (Operación desconocida)');
    } catch (error) {
      if (error instanceof SunatFault) return fault(error);
      throw error;
    }
  }

  async function summary(record: FakeSunatRequest, content: string, answer: (s: number, t: string, w: string) => void) {
    const facts = await checkSendSummary(record.fileName, content, account.ruc, (entries) => {
      record.zipEntries = entries;
    });
    const ticket = `${Date.now()}${tickets.size}`;
    tickets.set(ticket, facts);
    answer(200, responseEnvelope('sendSummary', `<ticket>${ticket}</ticket>`), `ticket ${ticket}`);
  }

  async function status(ticket: string, answer: (s: number, t: string, w: string) => void) {
    const facts = tickets.get(ticket);
    if (!facts) throw new SunatFault('0127', 'El ticket no existe');
    const zip = await cdrZip(facts);
    const children = `<status><content>${zip.toString('base64')}</content><statusCode>0</statusCode></status>`;
    answer(200, responseEnvelope('getStatus', children), 'status 0');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) send(res, 500, `fake SUNAT failed: ${error.message}`, 'text/plain');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ol-ti-itcpfegem-beta/billService`;

  return {
    url,
    wsdlUrl: `${url}?wsdl`,
    received,
    answerNext: (scenario, options = {}) => queue.push({ scenario, options }),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
