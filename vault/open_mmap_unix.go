//go:build unix

package vault

import (
	"os"
	"syscall"
)

// mapsFiles: mapFile maps the file (texts are then read with pread,
// store_meta_text.go).
const mapsFiles = true

// mapFile maps a file read-only into memory. The mapping is never
// released: key tables and the documents of Index.Documents point into
// it (store_meta_read.go).
func mapFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() == 0 {
		return nil, nil
	}
	return syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
}
