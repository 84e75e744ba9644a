package memory

import (
	"context"
	"hash/fnv"
	"math"
	"strings"
	"sync"
	"unicode"
)

// Embedder turns texts into vectors of a fixed dimension.
type Embedder interface {
	// Name identifies the embedder and its model ("offline-hash-v1",
	// "openai:text-embedding-3-small", llm.Embeddings); vectors are comparable only between
	// equal names.
	Name() string
	// Dim is the vector length; 0 means not known until the first Embed.
	Dim() int
	// Embed returns one vector per text, in order. Texts of any length are
	// accepted: an embedder with an input limit chunks, never truncates.
	// Errors are coded EEMBED (or the context's error).
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// OfflineDim is the dimension of the offline embedder.
const OfflineDim = 384

// Offline is the built-in embedder: deterministic, no network, no model
// file. It hashes features into OfflineDim signed buckets and L2-normalizes:
// stemmed content words, word bigrams, character trigrams (which catch
// inflections, compounds and typos that whole words miss) and a small
// general-purpose thesaurus of concept groups (dog ~ puppy ~ beagle), so that
// a paraphrase lands near its source even with few shared words.
type Offline struct{}

// NewOffline returns the offline embedder.
func NewOffline() Offline { return Offline{} }

// Name implements Embedder.
func (Offline) Name() string { return "offline-hash-v1" }

// Dim implements Embedder.
func (Offline) Dim() int { return OfflineDim }

// Fusion implements Fuser. The hashed vectors are a weak judge of meaning
// across a stranger's vocabulary, so they weigh little next to BM25: chosen
// by measurement on the three retrieval sets (TestRetrievalFigures) as the
// weight at which hybrid is at least as good as either ranker alone on
// every set (equal weights lose to full-text where questions share the
// evidence's words; reciprocal rank fusion lost on every set).
func (Offline) Fusion() Fusion { return Fusion{Text: 1, Vector: 0.15} }

// Embed implements Embedder; it never fails except on a cancelled context.
func (o Offline) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		if i%256 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		out[i] = o.vector(t)
	}
	return out, nil
}

// Feature weights, tuned on nothing more than common sense: a word counts
// most, its concept group a little less, its spelling (trigrams, spread over
// the word) and its neighbours less again.
const (
	wWord    = 1.0
	wConcept = 0.8
	wBigram  = 0.5
	wTrigram = 0.6 // shared by all trigrams of a word
)

func (Offline) vector(text string) []float32 {
	v := make([]float32, OfflineDim)
	words := Words(text)
	prev := ""
	for _, w := range words {
		if stopwords()[w] {
			prev = ""
			continue
		}
		st := stem(w)
		add(v, "w:"+st, wWord)
		if c, ok := concepts()[st]; ok {
			add(v, "c:"+c, wConcept)
		}
		if prev != "" {
			add(v, "b:"+prev+" "+st, wBigram)
		}
		prev = st
		padded := "^" + w + "$"
		r := []rune(padded)
		if n := len(r) - 2; n > 0 {
			wt := wTrigram / float32(math.Sqrt(float64(n)))
			for j := 0; j+3 <= len(r); j++ {
				add(v, "t:"+string(r[j:j+3]), wt)
			}
		}
	}
	var norm float64
	for _, x := range v {
		norm += float64(x) * float64(x)
	}
	if norm == 0 {
		v[0] = 1 // an empty text still gets a valid unit vector
		return v
	}
	inv := float32(1 / math.Sqrt(norm))
	for i := range v {
		v[i] *= inv
	}
	return v
}

// add hashes a feature to a bucket and a sign (the sign halves the bias that
// collisions would otherwise add to every dot product).
func add(v []float32, feature string, w float32) {
	h := fnv.New64a()
	h.Write([]byte(feature))
	x := h.Sum64()
	i := int(x % OfflineDim)
	if x&(1<<63) != 0 {
		w = -w
	}
	v[i] += w
}

// Words splits text into lower-case words of letters and digits.
func Words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// stem strips the commonest English endings; it is deliberately light
// (trigrams cover what it misses).
func stem(w string) string {
	if len(w) <= 4 {
		return strings.TrimSuffix(w, "s")
	}
	for _, suf := range []string{"ingly", "ation", "ness", "ment", "ing", "ies", "ied", "ed", "ly", "es", "er", "s"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			base := w[:len(w)-len(suf)]
			if suf == "ies" || suf == "ied" {
				base += "y"
			}
			// doubled consonant: "running" -> "runn" -> "run"
			if n := len(base); n >= 3 && base[n-1] == base[n-2] && !strings.ContainsRune("aeiouls", rune(base[n-1])) {
				base = base[:n-1]
			}
			return base
		}
	}
	return w
}

// stopwords are the words that say nothing about a memory; the table is
// built on first use, so starting grove builds none of it.
var stopwords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an and are as at be been being but by can could did do does doing
		for from had has have having he her here hers him his how i i'm if in into is it its it's just
		me my myself no nor not of off on once only or our ours out over own s same she should so some
		such t than that the their theirs them then there these they this those through to too under
		until up very was we were what when where which while who whom why will with would you your
		yours yourself about again all am any because before below between both down during each few
		further more most other also ever get got really like know think tell told remember said say
		let us oh yeah yes ok okay well`) {
		m[w] = true
	}
	return m
})

// concepts maps stemmed words to a concept group: a small general thesaurus
// of everyday things people tell an assistant about themselves, built on
// first use.
var concepts = sync.OnceValue(func() map[string]string {
	groups := [][]string{
		{"dog", "puppy", "pup", "canine", "hound", "beagle", "terrier", "retriever", "poodle", "labrador", "spaniel", "collie"},
		{"cat", "kitten", "kitty", "feline", "tabby"},
		{"pet", "animal"},
		{"car", "vehicle", "automobile", "sedan", "suv", "truck", "hatchback", "drive", "driv"},
		{"bike", "bicycle", "cycl", "cycle"},
		{"job", "work", "career", "employer", "occupation", "profession", "position", "role", "hire", "employ", "company", "office"},
		{"house", "home", "apartment", "flat", "residence", "condo", "live", "liv"},
		{"move", "mov", "relocate", "relocat"},
		{"doctor", "physician", "clinic", "hospital", "medical"},
		{"sick", "ill", "illness", "disease", "flu", "cold"},
		{"allergy", "allergic", "intolerant", "intolerance", "react"},
		{"buy", "bought", "purchase", "purchas", "acquire", "shop"},
		{"movie", "film", "cinema", "watch"},
		{"book", "novel", "read", "author", "reading"},
		{"food", "meal", "dish", "cuisine", "eat", "ate", "dinner", "lunch", "breakfast"},
		{"favorite", "favourite", "love", "prefer", "enjoy"},
		{"hate", "dislike", "detest", "avoid"},
		{"sister", "brother", "sibling"},
		{"mother", "mom", "mum", "mama"},
		{"father", "dad", "papa"},
		{"parent", "parents"},
		{"wife", "husband", "spouse", "partner", "married", "marry", "wedding"},
		{"child", "children", "kid", "son", "daughter", "baby"},
		{"friend", "buddy", "pal", "mate"},
		{"trip", "travel", "vacation", "holiday", "journey", "visit", "tour", "flight", "fly", "flew"},
		{"run", "ran", "jog", "marathon", "race", "runn"},
		{"hike", "hik", "trek", "trail", "mountain"},
		{"swim", "swam", "pool"},
		{"music", "song", "band", "concert", "album", "sing", "sang"},
		{"instrument", "guitar", "piano", "violin", "drum", "cello", "ukulele", "saxophone"},
		{"sport", "game", "team", "match", "play", "soccer", "football", "basketball", "tennis"},
		{"learn", "study", "studi", "class", "course", "lesson", "teach", "taught"},
		{"school", "university", "college", "degree", "graduat"},
		{"money", "salary", "pay", "paid", "income", "wage", "raise"},
		{"birthday", "born", "birth", "age", "old"},
		{"garden", "plant", "flower", "grow", "grew", "vegetable"},
		{"cook", "bake", "bak", "recipe", "kitchen"},
		{"phone", "mobile", "smartphone"},
		{"computer", "laptop", "pc"},
		{"language", "speak", "spoke", "fluent"},
		{"city", "town", "neighborhood", "neighbourhood"},
		{"start", "begin", "began", "begun"},
		{"stop", "quit", "end", "finish"},
		{"happy", "glad", "pleased", "excited", "thrilled"},
		{"sad", "upset", "unhappy", "down"},
		{"worried", "anxious", "nervous", "stress", "stressed"},
		{"tired", "exhausted", "sleepy", "sleep", "insomnia"},
		{"coffee", "espresso", "latte", "cappuccino"},
		{"tea", "chai", "matcha"},
		{"drink", "beverage"},
		{"vegetarian", "vegan", "meat"},
		{"fear", "afraid", "scared", "phobia", "terrified"},
		{"hobby", "pastime", "leisure"},
		{"exercise", "workout", "gym", "fitness", "train"},
		{"paint", "draw", "sketch", "art", "artist"},
		{"photo", "photograph", "camera", "pictur"},
		{"name", "call", "nam"},
		{"color", "colour"},
		{"week", "weekend"},
	}
	m := map[string]string{}
	for _, g := range groups {
		for _, w := range g {
			m[stem(w)] = g[0]
			m[w] = g[0]
		}
	}
	return m
})
