package memory

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"sort"
)

// wordModel holds distributional word vectors learned from a corpus:
// positive pointwise mutual information of words co-occurring within a
// window, reduced by a truncated SVD.
type wordModel struct {
	vocab map[string]int
	vecs  [][]float32
	idf   []float32
	k     int
	docs  int // memories it was learned from
}

type learnParams struct {
	k        int
	window   int
	minCount int
	alpha    float64 // context distribution smoothing
	eigP     float64 // singular value exponent
}

// defaultLearn was chosen on the three retrieval sets
// (TestRetrievalFigures): a wide window and every word kept, even one seen
// once, since an agent's memories are a small corpus.
var defaultLearn = learnParams{k: LearnedDim, window: 8, minCount: 1, alpha: 0.75, eigP: 0.5}

// maxVocab bounds the words a model learns (the most frequent), and with
// them the cost of learning over a large store.
const maxVocab = 20000

func modelTokens(text string) []string {
	var out []string
	for _, w := range Words(text) {
		if stopwords()[w] {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

// learnModel learns word vectors from texts: PPMI of the words within
// p.window of each other, reduced to p.k dimensions by a randomized SVD.
func learnModel(texts []string, p learnParams) *wordModel {
	docs, vocab, df := vocabulary(texts, p.minCount)
	V := len(vocab)
	m := &wordModel{vocab: vocab, k: p.k, docs: len(texts)}
	m.idf = make([]float32, V)
	m.vecs = make([][]float32, V)
	n := float64(len(texts))
	for w, i := range vocab {
		m.idf[i] = float32(math.Log(1 + n/float64(df[w])))
		m.vecs[i] = make([]float32, p.k)
	}
	if V < 2 {
		return m
	}
	ppmi := ppmiMatrix(cooccurrences(docs, vocab, p.window), p.alpha)
	ppmi.embed(m.vecs, min(p.k, V-1), p.eigP)
	return m
}

// vocabulary tokenizes texts and keeps the words seen at least minCount
// times (the most frequent maxVocab), numbered by frequency; df is each
// word's document frequency.
func vocabulary(texts []string, minCount int) (docs [][]string, vocab map[string]int, df map[string]int) {
	count := map[string]int{}
	df = map[string]int{}
	docs = make([][]string, len(texts))
	for i, t := range texts {
		docs[i] = modelTokens(t)
		seen := map[string]bool{}
		for _, w := range docs[i] {
			count[w]++
			if !seen[w] {
				seen[w] = true
				df[w]++
			}
		}
	}
	var words []string
	for w, c := range count {
		if c >= minCount {
			words = append(words, w)
		}
	}
	sort.Slice(words, func(i, j int) bool {
		if count[words[i]] != count[words[j]] {
			return count[words[i]] > count[words[j]]
		}
		return words[i] < words[j]
	})
	if len(words) > maxVocab {
		words = words[:maxVocab]
	}
	vocab = make(map[string]int, len(words))
	for i, w := range words {
		vocab[w] = i
	}
	return docs, vocab, df
}

// cooccurrences counts the vocabulary words within window of each other,
// symmetrically, each pair weighted by 1/distance.
func cooccurrences(docs [][]string, vocab map[string]int, window int) []map[int32]float64 {
	co := make([]map[int32]float64, len(vocab))
	for i := range co {
		co[i] = map[int32]float64{}
	}
	for _, d := range docs {
		ids := make([]int, 0, len(d))
		for _, w := range d {
			if id, ok := vocab[w]; ok {
				ids = append(ids, id)
			}
		}
		for i, a := range ids {
			for j := i + 1; j < len(ids) && j <= i+window; j++ {
				b := ids[j]
				if a == b {
					continue
				}
				wt := 1.0 / float64(j-i)
				co[a][int32(b)] += wt
				co[b][int32(a)] += wt
			}
		}
	}
	return co
}

// sparseMatrix is a symmetric V×V matrix, its rows' non-zero entries.
type sparseMatrix [][]sparseEntry

type sparseEntry struct {
	j int32
	v float32
}

// ppmiMatrix is the positive pointwise mutual information of the
// co-occurrence counts, with context counts smoothed by the power alpha.
func ppmiMatrix(co []map[int32]float64, alpha float64) sparseMatrix {
	V := len(co)
	row := make([]float64, V)
	ctx := make([]float64, V)
	total, ctxTotal := 0.0, 0.0
	for a := range co {
		for _, c := range co[a] {
			row[a] += c
			total += c
		}
	}
	for a := range co {
		ctx[a] = math.Pow(row[a], alpha)
		ctxTotal += ctx[a]
	}
	rows := make(sparseMatrix, V)
	for a := range co {
		for b, c := range co[a] {
			pmi := math.Log(c * ctxTotal / (row[a] * ctx[b]))
			if pmi > 0 {
				rows[a] = append(rows[a], sparseEntry{b, float32(pmi)})
			}
		}
	}
	return rows
}

// mul is M x, x being V×l.
func (M sparseMatrix) mul(x [][]float64) [][]float64 {
	l := len(x[0])
	y := make([][]float64, len(M))
	for a := range M {
		ya := make([]float64, l)
		for _, e := range M[a] {
			xb := x[e.j]
			v := float64(e.v)
			for t := range ya {
				ya[t] += v * xb[t]
			}
		}
		y[a] = ya
	}
	return y
}

// embed writes into vecs the first k dimensions of M's truncated SVD, each
// scaled by its singular value to the power eigP: a randomized range finder
// (two power iterations, a fixed seed) and the eigenvectors of the small
// projected matrix.
func (M sparseMatrix) embed(vecs [][]float32, k int, eigP float64) {
	V := len(M)
	l := min(k+10, V)
	r := rand.New(rand.NewPCG(1, 1))
	x := make([][]float64, V)
	for a := range x {
		x[a] = make([]float64, l)
		for t := range x[a] {
			x[a][t] = r.NormFloat64()
		}
	}
	y := M.mul(x)
	orthonormalize(y)
	for range 2 {
		y = M.mul(y)
		orthonormalize(y)
	}
	q := y
	bt := M.mul(q) // (Qᵀ M)ᵀ = M Q since M is symmetric; V×l
	// C = Qᵀ M M Q = btᵀ bt (l×l)
	c := make([][]float64, l)
	for i := range c {
		c[i] = make([]float64, l)
	}
	for a := range bt {
		for i := 0; i < l; i++ {
			bi := bt[a][i]
			if bi == 0 {
				continue
			}
			for j := 0; j < l; j++ {
				c[i][j] += bi * bt[a][j]
			}
		}
	}
	eval, evec := jacobiEigen(c)
	order := make([]int, l)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool { return eval[order[i]] > eval[order[j]] })
	for a := range vecs {
		v := vecs[a]
		for t := 0; t < k; t++ {
			e := order[t]
			s := math.Sqrt(math.Max(eval[e], 0))
			u := 0.0
			for i := 0; i < l; i++ {
				u += q[a][i] * evec[i][e]
			}
			v[t] = float32(u * math.Pow(s, eigP))
		}
	}
}

// orthonormalize applies modified Gram-Schmidt to the columns of y (V×l).
func orthonormalize(y [][]float64) {
	l := len(y[0])
	for j := 0; j < l; j++ {
		for i := 0; i < j; i++ {
			d := 0.0
			for a := range y {
				d += y[a][i] * y[a][j]
			}
			for a := range y {
				y[a][j] -= d * y[a][i]
			}
		}
		n := 0.0
		for a := range y {
			n += y[a][j] * y[a][j]
		}
		n = math.Sqrt(n)
		if n < 1e-12 {
			for a := range y {
				y[a][j] = 0
			}
			continue
		}
		for a := range y {
			y[a][j] /= n
		}
	}
}

// jacobiEigen returns the eigenvalues and eigenvectors (columns) of the
// symmetric matrix a (destroyed).
func jacobiEigen(a [][]float64) ([]float64, [][]float64) {
	n := len(a)
	v := make([][]float64, n)
	for i := range v {
		v[i] = make([]float64, n)
		v[i][i] = 1
	}
	for sweep := 0; sweep < 50; sweep++ {
		off := 0.0
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				off += a[i][j] * a[i][j]
			}
		}
		if off < 1e-18 {
			break
		}
		for p := 0; p < n; p++ {
			for q := p + 1; q < n; q++ {
				if math.Abs(a[p][q]) < 1e-15 {
					continue
				}
				theta := (a[q][q] - a[p][p]) / (2 * a[p][q])
				t := 1 / (math.Abs(theta) + math.Sqrt(theta*theta+1))
				if theta < 0 {
					t = -t
				}
				c := 1 / math.Sqrt(t*t+1)
				s := t * c
				for k := 0; k < n; k++ {
					akp, akq := a[k][p], a[k][q]
					a[k][p] = c*akp - s*akq
					a[k][q] = s*akp + c*akq
				}
				for k := 0; k < n; k++ {
					apk, aqk := a[p][k], a[q][k]
					a[p][k] = c*apk - s*aqk
					a[q][k] = s*apk + c*aqk
				}
				for k := 0; k < n; k++ {
					vkp, vkq := v[k][p], v[k][q]
					v[k][p] = c*vkp - s*vkq
					v[k][q] = s*vkp + c*vkq
				}
			}
		}
	}
	ev := make([]float64, n)
	for i := range ev {
		ev[i] = a[i][i]
	}
	return ev, v
}

// docVector is the idf-weighted mean of the text's word vectors, unit
// length (nil when no word of the text is known).
func (m *wordModel) docVector(text string) []float32 {
	if m == nil || len(m.vecs) == 0 {
		return nil
	}
	v := make([]float32, m.k)
	any := false
	for _, w := range modelTokens(text) {
		i, ok := m.vocab[w]
		if !ok {
			continue
		}
		any = true
		wt := m.idf[i]
		for t, x := range m.vecs[i] {
			if t < len(v) {
				v[t] += wt * x
			}
		}
	}
	if !any {
		return nil
	}
	n := 0.0
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		return nil
	}
	inv := float32(1 / math.Sqrt(n))
	for i := range v {
		v[i] *= inv
	}
	return v
}

// LearnedDim is the dimension of the learned part of a Learned vector.
const LearnedDim = 64

// learnedPrefix starts the name of every learned offline embedder; the
// rest of the name is a digest of the model, so a re-learned model is a new
// embedder whose vectors are never compared with the old one's.
const learnedPrefix = "offline-dist-v1/"

// minLearn is the number of memories an agent needs before the offline
// embedder learns a model from them; below it the hashed vectors are used
// alone.
const minLearn = 50

// learnedBeta is the share of the cosine that comes from the learned
// vectors (the rest from the hashed ones), chosen on the three retrieval
// sets (TestRetrievalFigures): above 0.15 the learned vectors start to
// override exact words.
const learnedBeta = 0.1

// Learned is the offline embedder once it has learned word vectors from an
// agent's own memories: positive pointwise mutual information of words
// within eight words of each other, reduced to LearnedDim dimensions by a
// truncated SVD. A text's vector is [√(1-β)·hashed, √β·learned], the
// learned part the idf-weighted mean of its words' vectors, so the cosine
// of two texts is (1-β)·(hashed cosine) + β·(learned cosine): words that
// occur in the same company in the agent's memories come closer, while the
// hashed features keep exact words and spellings first. Each agent has its
// own model; it is learned again whenever the agent's memories have doubled
// since the last one, and on Reembed.
type Learned struct {
	m    *wordModel
	name string
}

// Name implements Embedder: learnedPrefix and the model's digest.
func (l Learned) Name() string { return l.name }

// Dim implements Embedder.
func (Learned) Dim() int { return OfflineDim + LearnedDim }

// Fusion implements Fuser: as weak a judge across a stranger's vocabulary
// as the hashed vectors, so the same weights.
func (Learned) Fusion() Fusion { return Offline{}.Fusion() }

// Embed implements Embedder; it never fails except on a cancelled context.
// A text none of whose words the model knows gets its hashed vector alone.
func (l Learned) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	a := float32(math.Sqrt(1 - learnedBeta))
	b := float32(math.Sqrt(learnedBeta))
	for i, t := range texts {
		if i%256 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		h := Offline{}.vector(t)
		v := make([]float32, OfflineDim+LearnedDim)
		dv := l.m.docVector(t)
		if dv == nil {
			copy(v, h)
		} else {
			for j, x := range h {
				v[j] = a * x
			}
			for j, x := range dv {
				v[OfflineDim+j] = b * x
			}
		}
		out[i] = v
	}
	return out, nil
}

// newLearned wraps a model, naming it by the digest of its encoding.
func newLearned(m *wordModel) (Learned, []byte) {
	blob := m.encode()
	h := fnv.New64a()
	h.Write(blob)
	return Learned{m: m, name: fmt.Sprintf("%s%016x", learnedPrefix, h.Sum64())}, blob
}

// encode writes the model as: docs, k, number of words, then per word its
// length, bytes, idf and k float32s (little-endian).
func (m *wordModel) encode() []byte {
	words := make([]string, len(m.vocab))
	for w, i := range m.vocab {
		words[i] = w
	}
	var b []byte
	b = binary.LittleEndian.AppendUint32(b, uint32(m.docs))
	b = binary.LittleEndian.AppendUint32(b, uint32(m.k))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(words)))
	for i, w := range words {
		b = binary.LittleEndian.AppendUint16(b, uint16(len(w)))
		b = append(b, w...)
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(m.idf[i]))
		for _, x := range m.vecs[i] {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
		}
	}
	return b
}

func decodeModel(b []byte) (*wordModel, error) {
	bad := errors.New("corrupt word model")
	u32 := func() (uint32, bool) {
		if len(b) < 4 {
			return 0, false
		}
		x := binary.LittleEndian.Uint32(b)
		b = b[4:]
		return x, true
	}
	docs, ok1 := u32()
	k, ok2 := u32()
	n, ok3 := u32()
	if !ok1 || !ok2 || !ok3 || k != LearnedDim {
		return nil, bad
	}
	m := &wordModel{vocab: map[string]int{}, k: int(k), docs: int(docs)}
	for i := 0; i < int(n); i++ {
		if len(b) < 2 {
			return nil, bad
		}
		l := int(binary.LittleEndian.Uint16(b))
		b = b[2:]
		if len(b) < l+4*(1+int(k)) {
			return nil, bad
		}
		m.vocab[string(b[:l])] = i
		b = b[l:]
		idf, _ := u32()
		m.idf = append(m.idf, math.Float32frombits(idf))
		v := make([]float32, k)
		for t := range v {
			x, _ := u32()
			v[t] = math.Float32frombits(x)
		}
		m.vecs = append(m.vecs, v)
	}
	if len(b) != 0 {
		return nil, bad
	}
	return m, nil
}
