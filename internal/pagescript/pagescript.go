//go:build !js

// Package pagescript says, once, how the build makes a script the page
// loads (the loader, the chart runtime): esbuild bundles it into one
// IIFE for the ES2020 browsers the course supports, minified, without
// legal comments (a bundle keeps its own banner), and reports problems as
// errors, not on the terminal (Bundle).
package pagescript

import (
	"fmt"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

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

// Bundle runs esbuild with opts, which write nothing and make one file,
// and returns that file; what names the bundle in an error ("charts:
// bundle the runtime"), which holds each of esbuild's messages.
func Bundle(opts api.BuildOptions, what string) ([]byte, error) {
	res := api.Build(opts)
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, fmt.Errorf("%s:\n%s", what, strings.Join(msgs, ""))
	}
	if len(res.OutputFiles) != 1 {
		return nil, fmt.Errorf("%s: esbuild wrote %d files, want 1", what, len(res.OutputFiles))
	}
	return res.OutputFiles[0].Contents, nil
}
