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

// readCl100kRanks parses the embedded ranks file into the same map the
// offline loader's LoadTiktokenBpe returns (TestRanksMatchTheLoader), at
// a fraction of its cost: the judge counts tokens to size every context
// window, so a grade with the judge paid the loader's 100,000 line
// splits, slice and string allocations and map growth (about 35 ms, a
// tenth of a cold `citecheck grade` of the fixture suite) before its
// first unit. Here every token is decoded into one shared buffer, the
// map's keys are slices of one string made from it, and the map is sized
// once.
func readCl100kRanks() (map[string]int, error) {
	contents, err := assets.Assets.ReadFile(cl100kFile)
	if err != nil {
		return nil, err
	}
	lines := bytes.Count(contents, []byte{'\n'}) + 1
	buf := make([]byte, 0, base64.StdEncoding.DecodedLen(len(contents)))
	type entry struct{ start, end, rank int }
	entries := make([]entry, 0, lines)
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
		entries = append(entries, entry{start, start + n, rank})
	}
	all := string(buf)
	ranks := make(map[string]int, len(entries))
	for _, e := range entries {
		ranks[all[e.start:e.end]] = e.rank
	}
	return ranks, nil
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
