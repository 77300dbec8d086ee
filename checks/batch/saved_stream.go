package batch

import (
	"bufio"
	"bytes"
	"os"

	"github.com/citecheck/citecheck/checks/native"
)

// A JSON Lines file is a batch, one response a line. A provider's
// stream saved as JSON Lines (one event a line, as teams log what they
// streamed) is one response, and read line by line each event was
// refused as no format's object. With --from, a .jsonl file whose first
// line is the first event of a stream citecheck assembles
// (native.StartsStream) is therefore read whole, as one response.

// maxFirstLine bounds how much of a file is read to see its first line.
const maxFirstLine = 1 << 20

// savedStream reports whether the file at path begins with a provider
// stream's first event.
func savedStream(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false // the JSONL reader reports it
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), maxFirstLine)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		return native.StartsStream(line)
	}
	return false
}
