package vault

import (
	"bytes"
	"encoding/base64"
	"fmt"

	"github.com/pkoukk/tiktoken-go-loader/assets"
)

// cl100kFile is the offline loader's embedded file of cl100k_base ranks,
// one "BASE64 RANK" line per token.
const cl100kFile = "cl100k_base.tiktoken"

// rankTable is the cl100k_base ranks as an open-addressing hash table
// over one string of all tokens: the same lookups as the offline
// loader's map[string]int (TestRanksMatchTheLoader), built in a fraction
// of its time. The judge counts tokens to size every context window, so
// a grade with the judge paid the loader's 100,000 line splits, slice
// and string allocations and map growth (about 35 ms, a tenth of a cold
// `citecheck grade` of the fixture suite, and half of the judge's cost
// for one answer) before its first unit; a map built from it directly
// still cost 13-20 ms. Here the tokens are decoded into one buffer and
// the table is three slices of integers, none of which the garbage
// collector has to scan.
type rankTable struct {
	tokens string   // every token's bytes, in file order
	ends   []uint32 // ends[e] is where entry e's bytes end in tokens
	ranks  []uint32 // ranks[e] is entry e's rank
	slots  []uint32 // 0 for empty, else entry index + 1
	mask   uint64
}

// tokenHash is FNV-1a of p: fixed, so the slots can be computed once,
// when cl100k_ranks.bin is generated, and not in every process. (A
// fixed hash over a fixed table: how long a lookup probes depends on the
// table's clusters, not on the text looked up.)
func tokenHash(p string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(p); i++ {
		h ^= uint64(p[i])
		h *= 1099511628211
	}
	return h
}

// lookup is the rank of token p, as ranks[p] with its ok.
func (t *rankTable) lookup(p string) (int, bool) {
	for i := tokenHash(p) & t.mask; ; i = (i + 1) & t.mask {
		s := t.slots[i]
		if s == 0 {
			return 0, false
		}
		if e := s - 1; t.entry(e) == p {
			return int(t.ranks[e]), true
		}
	}
}

// entry is the bytes of entry e.
func (t *rankTable) entry(e uint32) string {
	start := uint32(0)
	if e > 0 {
		start = t.ends[e-1]
	}
	return t.tokens[start:t.ends[e]]
}

// rank is lookup without its ok: 0 for a string that is not a token, as
// a map gives.
func (t *rankTable) rank(p string) int {
	r, _ := t.lookup(p)
	return r
}

// size is the number of tokens in the table.
func (t *rankTable) size() int { return len(t.ends) }

// readCl100kRanks parses the offline loader's ranks file into a
// rankTable: what cl100k_ranks.bin is generated from (bpe_ranks_embed.go)
// and is held to.
func readCl100kRanks() (*rankTable, error) {
	contents, err := assets.Assets.ReadFile(cl100kFile)
	if err != nil {
		return nil, err
	}
	lines := bytes.Count(contents, []byte{'\n'}) + 1
	buf := make([]byte, 0, base64.StdEncoding.DecodedLen(len(contents)))
	t := &rankTable{ends: make([]uint32, 0, lines), ranks: make([]uint32, 0, lines)}
	for line, rest := 1, contents; len(rest) > 0; line++ {
		var text []byte
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			text, rest = rest[:i], rest[i+1:]
		} else {
			text, rest = rest, nil
		}
		if len(text) == 0 {
			continue
		}
		sp := bytes.IndexByte(text, ' ')
		if sp < 0 {
			return nil, fmt.Errorf("%s line %d: no rank after the token", cl100kFile, line)
		}
		start := len(buf)
		buf = buf[:start+base64.StdEncoding.DecodedLen(sp)]
		n, err := base64.StdEncoding.Decode(buf[start:], text[:sp])
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", cl100kFile, line, err)
		}
		buf = buf[:start+n]
		rank, ok := atoiBytes(text[sp+1:])
		if !ok {
			return nil, fmt.Errorf("%s line %d: rank %q is not a number", cl100kFile, line, text[sp+1:])
		}
		t.ends = append(t.ends, uint32(len(buf)))
		t.ranks = append(t.ranks, uint32(rank))
	}
	t.tokens = string(buf)
	if err := t.index(); err != nil {
		return nil, err
	}
	return t, nil
}

// index builds t's open-addressing slots over its entries.
func (t *rankTable) index() error {
	// At least four slots per three tokens, a power of two: a load
	// factor under 0.4 at 100,256 tokens keeps probes short.
	n := 1
	for n < 2*len(t.ends)+len(t.ends)/2 {
		n <<= 1
	}
	t.slots, t.mask = make([]uint32, n), uint64(n-1)
	start := uint32(0)
	for e, end := range t.ends {
		tok := t.tokens[start:end]
		start = end
		i := tokenHash(tok) & t.mask
		for ; t.slots[i] != 0; i = (i + 1) & t.mask {
			if t.entry(t.slots[i]-1) == tok {
				// The loader's map would keep the last rank; the file never
				// lists a token twice, and a table that did is not cl100k.
				return fmt.Errorf("%s: token %q is listed twice", cl100kFile, tok)
			}
		}
		t.slots[i] = uint32(e + 1)
	}
	return nil
}

// atoiBytes reads a non-negative decimal number (the loader's
// strconv.Atoi also takes a sign, which the file never has).
func atoiBytes(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}
