// Public API of @folio/content: the marketing, legal and guide pages, the blog and the partners,
// with their route loaders (page data embedded in the HTML on a first visit), route heads and skeletons.
export { ContentPageView } from './content-page';
export { BlogIndexPage, BlogPostPage } from './blog-pages';
export { PartnerPage, PartnersPage } from './partners-pages';
export { BlogSearch } from './blog-search';
export { loadContentPage, loadPartner, loadPartners, loadPost, loadPosts, type PartnersData } from './content.load';
export { blogHead, contentHead, partnerHead, postHead } from './content.head';
export { ArticleSkeleton, ContentPageSkeleton } from './content-skeletons';
export { HomePage } from './home/home-page';
export { loadHome } from './home/home.api';
export { HomePageSkeleton } from './home/home-skeleton';
