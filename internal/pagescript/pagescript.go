//go:build !js

// Package pagescript says, once, how the build makes a script the page
// loads (the loader, the chart runtime): esbuild bundles it into one
// IIFE for the ES2020 browsers the course supports, minified, without
// legal comments (a bundle keeps its own banner), and reports problems as
// errors, not on the terminal.
package pagescript

import "github.com/evanw/esbuild/pkg/api"

// Options returns esbuild's options for a page's script, bundled from
// what opts gives (its entry, plugins, banner, defines, working folder).
func Options(opts api.BuildOptions) api.BuildOptions {
	opts.Bundle = true
	opts.Write = false
	opts.Format = api.FormatIIFE
	opts.Platform = api.PlatformBrowser
	opts.Target = api.ES2020
	opts.MinifyWhitespace = true
	opts.MinifyIdentifiers = true
	opts.MinifySyntax = true
	opts.TreeShaking = api.TreeShakingTrue
	opts.LegalComments = api.LegalCommentsNone
	opts.LogLevel = api.LogLevelSilent
	return opts
}
