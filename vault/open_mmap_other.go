//go:build !unix

package vault

import "os"

// mapsFiles: mapFile reads the file into memory.
const mapsFiles = false

// mapFile reads the file where memory maps are not available here.
func mapFile(path string) ([]byte, error) { return os.ReadFile(path) }
